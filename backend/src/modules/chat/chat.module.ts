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
import { WhereIsMyOrderService } from './services/where-is-my-order.service';
import { PaidOrderContextService } from './services/paid-order-context.service';
import { ChatRetention } from './services/chat-retention';
import { ChatFiles } from './services/chat-files';
import { ChatAttachments } from './services/chat-attachments.service';
import { ChatLabelsService } from './services/chat-labels.service';
import { ChatSearchService } from './services/chat-search.service';
import { ChatLabel } from './entities/chat-label.entity';
import { ChatSessionLabel } from './entities/chat-session-label.entity';
import { AuditModule } from '../audit';
import { ChatAssignmentEvent } from './entities/chat-assignment-event.entity';
import { ChatAutoAssignService } from './services/chat-auto-assign.service';
import { ChatChannelInbox } from './services/chat-channel-inbox.service';
import { ChatPersonalData } from './services/chat-personal-data';
import { ChatMessageRetention } from './services/chat-message-retention';
import { ChatEmailThreads } from './services/chat-email-threads';
import { SupportFiguresReadModel } from './read/support-figures.read-model';
import { ChatReportInbox } from './services/chat-report-inbox.service';
import { CustomerConversationsReadModel } from './read/customer-conversations.read-model';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ChatSession,
      ChatMessage,
      AutoReplyRule,
      QuickReply,
      ChatSettings,
      ChatLabel,
      ChatSessionLabel,
      ChatAssignmentEvent,
    ]),
    AuditModule,
    GuideConfigsModule,
    OrdersModule,
    UsersModule,
  ],
  providers: [
    CustomerConversationsReadModel,
    ChatMessageRetention,
    ChatPersonalData,
    ChatRetention,
    ChatFiles,
    ChatAttachments,
    ChatChannelInbox,
    ChatEmailThreads,
    ChatReportInbox,
    ChatConfigService,
    PaidOrderContextService,
    WhereIsMyOrderService,
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
    ChatLabelsService,
    ChatSearchService,
    ChatAutoAssignService,
    SupportFiguresReadModel,
  ],
  exports: [
    CustomerConversationsReadModel,
    ChatRetention,
    ChatAttachments,
    ChatChannelInbox,
    ChatEmailThreads,
    ChatReportInbox,
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
    ChatLabelsService,
    ChatSearchService,
    ChatAutoAssignService,
    SupportFiguresReadModel,
  ],
})
export class ChatModule {}
