/** The chat module's public face: what other modules may import from it. */
export { ChatModule } from './chat.module';
export { deliveryMoves } from './rules/delivery-status';
export { ChatRetention } from './services/chat-retention';
export { ChatAttachments } from './services/chat-attachments.service';
export {
  ChatChannelInbox,
  type ChannelSend,
  type ClaimRefusal,
  type InboundChannelMessage,
  type InboundConversationReply,
  type InboundConversationResult,
} from './services/chat-channel-inbox.service';
export { ChatEmailThreads, type EmailThread, type EmailThreadPort } from './services/chat-email-threads';
export {
  SupportFiguresReadModel,
  type SupportConversationFacts,
  type WaitingNow,
} from './read/support-figures.read-model';
export { ChatReportInbox, type ReportContext } from './services/chat-report-inbox.service';
export {
  conversationOf,
  CustomerConversationsReadModel,
  type ConversationOwner,
} from './read/customer-conversations.read-model';
