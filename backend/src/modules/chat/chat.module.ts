import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AutoReplyScheduler } from './auto-reply.scheduler';
import { ChatConfigService } from './chat-config.service';
import { ChatPresenceService } from './chat-presence.service';
import { ChatMessageWriter } from './chat-message-writer';
import { ChatService } from './chat.service';
import { AutoReplyRule } from './entities/auto-reply-rule.entity';
import { ChatMessage } from './entities/chat-message.entity';
import { ChatSession } from './entities/chat-session.entity';
import { ChatSettings } from './entities/chat-settings.entity';
import { QuickReply } from './entities/quick-reply.entity';
import { GuideConfigsModule } from '../guide-configs/guide-configs.module';
import { OrdersModule } from '../orders/orders.module';
import { PaidOrderContextService } from './paid-order-context.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([ChatSession, ChatMessage, AutoReplyRule, QuickReply, ChatSettings]),
    GuideConfigsModule,
    OrdersModule,
  ],
  providers: [
    ChatConfigService,
    PaidOrderContextService,
    ChatMessageWriter,
    ChatService,
    AutoReplyScheduler,
    ChatPresenceService,
  ],
  exports: [ChatService, ChatConfigService, ChatPresenceService],
})
export class ChatModule {}
