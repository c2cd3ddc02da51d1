import { Module } from '@nestjs/common';
import { AdminChatController } from './admin-chat.controller';
import { AdminChatAssignmentController } from './admin-chat-assignment.controller';
import { AdminChatOrdersController } from './admin-chat-orders.controller';
import { AdminAutoReplyRulesController, AdminQuickRepliesController } from './admin-chat-config.controller';
import { ChatController } from './chat.controller';
import { ChatGateway } from './chat.gateway';
import { ChatModule } from './chat.module';

/** The chat's REST endpoints and its Socket.IO gateway. */
@Module({
  imports: [ChatModule],
  controllers: [
    ChatController,
    AdminChatController,
    AdminChatAssignmentController,
    AdminChatOrdersController,
    AdminAutoReplyRulesController,
    AdminQuickRepliesController,
  ],
  providers: [ChatGateway],
})
export class ChatHttpModule {}
