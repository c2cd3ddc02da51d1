import { Module } from '@nestjs/common';
import { AdminChatController } from './http/admin-chat.controller';
import { AdminChatDeskController } from './http/admin-chat-desk.controller';
import { AdminChatAssignmentController } from './http/admin-chat-assignment.controller';
import { AdminChatOrdersController } from './http/admin-chat-orders.controller';
import { AdminAutoReplyRulesController, AdminQuickRepliesController } from './http/admin-chat-config.controller';
import { ChatController } from './http/chat.controller';
import { ChatAttachmentsController } from './http/chat-attachments.controller';
import { ChatGateway } from './http/chat.gateway';
import { ChatModule } from './chat.module';

/** The chat's REST endpoints and its Socket.IO gateway. */
@Module({
  imports: [ChatModule],
  controllers: [
    ChatController,
    ChatAttachmentsController,
    AdminChatController,
    AdminChatAssignmentController,
    AdminChatDeskController,
    AdminChatOrdersController,
    AdminAutoReplyRulesController,
    AdminQuickRepliesController,
  ],
  providers: [ChatGateway],
})
export class ChatHttpModule {}
