import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AutoReplyDelivery } from './auto-reply/auto-reply-delivery.service';
import { AutoReplyListener } from './auto-reply/auto-reply.listener';
import { AutoReplyScheduler } from './auto-reply/auto-reply.scheduler';
import { ChatConfigService } from './services/chat-config.service';
import { ChatContinuityService } from './services/chat-continuity.service';
import { ChatTranscriptService } from './services/chat-transcript.service';
import { ChatHistoryService } from './services/chat-history.service';
import { ChatJoinService } from './services/chat-join.service';
import { ChatMessageEvents } from './services/chat-message-events';
import { ChatMessagesService } from './services/chat-messages.service';
import { ChatMetricsListener } from './listeners/chat-metrics.listener';
import { ChatPresenceService } from './services/chat-presence.service';
import { ChatPresenceAnnouncer } from './listeners/chat-presence-announcer';
import { ChatReadsService } from './services/chat-reads.service';
import { ChatSendRate } from './services/chat-send-rate';
import { ChatSessionsService } from './services/chat-sessions.service';
import { ChatSocketAnnouncer } from './listeners/chat-socket-announcer';
import { ChatMessageWriter } from './services/chat-message-writer';
import { AutoReplyRule } from './entities/auto-reply-rule.entity';
import { ChatMessage } from './entities/chat-message.entity';
import { ChatSession } from './entities/chat-session.entity';
import { ChatSettings } from './entities/chat-settings.entity';
import { QuickReply } from './entities/quick-reply.entity';
import { GuideConfigsModule } from '../guide-configs';
import { OrdersModule } from '../orders';
import { UsersModule } from '../users';
import { ChatAssignmentService } from './services/chat-assignment.service';
import { ChatCustomerOrdersService } from './services/chat-customer-orders.service';
import { ChatCustomerPresenceService } from './services/chat-customer-presence.service';
import { PaidOrderContextService } from './services/paid-order-context.service';
import { ChatRetention } from './services/chat-retention';

@Module({
  imports: [
    TypeOrmModule.forFeature([ChatSession, ChatMessage, AutoReplyRule, QuickReply, ChatSettings]),
    GuideConfigsModule,
    OrdersModule,
    UsersModule,
  ],
  providers: [
    ChatRetention,
    ChatConfigService,
    PaidOrderContextService,
    ChatMessageWriter,
    ChatMessageEvents,
    ChatSendRate,
    ChatSessionsService,
    ChatMessagesService,
    ChatHistoryService,
    ChatJoinService,
    ChatReadsService,
    AutoReplyScheduler,
    AutoReplyDelivery,
    AutoReplyListener,
    ChatSocketAnnouncer,
    ChatPresenceAnnouncer,
    ChatMetricsListener,
    ChatPresenceService,
    ChatAssignmentService,
    ChatCustomerOrdersService,
    ChatContinuityService,
    ChatTranscriptService,
    ChatCustomerPresenceService,
  ],
  exports: [
    ChatRetention,
    ChatSessionsService,
    ChatMessagesService,
    ChatHistoryService,
    ChatJoinService,
    ChatReadsService,
    ChatConfigService,
    ChatPresenceService,
    AutoReplyDelivery,
    ChatAssignmentService,
    ChatCustomerOrdersService,
    ChatContinuityService,
    ChatTranscriptService,
    ChatCustomerPresenceService,
  ],
})
export class ChatModule {}
