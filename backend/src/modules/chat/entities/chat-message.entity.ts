import { CHAT_MESSAGE_MAX_LENGTH, type MessageDeliveryStatus } from '@kedai/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { encryptedColumn } from '../../../core/security/secret-box';
import { ChatSession } from './chat-session.entity';

export type AutoReplyKind = 'rule' | 'product' | 'order-status';

export const CHAT_SENDER_TYPES = ['admin', 'customer', 'auto', 'system'] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];
export const MAX_MESSAGE_LENGTH = CHAT_MESSAGE_MAX_LENGTH;

/** A message's file as stored: where the storage keeps it (and its preview) and what it is. */
export interface StoredAttachment {
  kind: 'image' | 'pdf';
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  storageKey: string;
  thumbnailKey: string | null;
  size: number;
  name: string;
  width: number | null;
  height: number | null;
}

@Entity('chat_messages')
@Unique('UQ_chat_messages_session_client', ['sessionId', 'clientId'])
@Index('IDX_chat_messages_session_created', ['sessionId', 'createdAt'])
// The newest messages first: message search reads them before it asks the trigram index.
@Index('IDX_chat_messages_created_at', ['createdAt', 'id'])
// Search in message text: a trigram GIN index (migration ChatLabelsAndMessageSearch) that TypeORM cannot describe.
@Index('IDX_chat_messages_message_trgm', { synchronize: false })
@Check('CHK_chat_messages_sender_type', `"sender_type" IN ('admin', 'customer', 'auto', 'system')`)
@Check(
  'CHK_chat_messages_delivery_status',
  `"delivery_status" IS NULL OR "delivery_status" IN ('queued', 'sending', 'sent', 'delivered', 'read', 'failed')`,
)
@Index('UQ_chat_messages_provider_message_id', ['providerMessageId'], {
  unique: true,
  where: `"provider_message_id" IS NOT NULL`,
})
@Index('IDX_chat_messages_delivery_pending', ['createdAt'], { where: `"delivery_status" IN ('queued', 'sending')` })
@Check(
  'CHK_chat_messages_auto_reply_kind',
  `"auto_reply_kind" IS NULL OR "auto_reply_kind" IN ('rule', 'product', 'order-status')`,
)
@Check('CHK_chat_messages_length', `char_length("message") <= 2000`)
export class ChatMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  sessionId!: string;

  @ManyToOne(() => ChatSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session?: Relation<ChatSession>;

  @Column({ type: 'varchar', length: 10 })
  senderType!: ChatSenderType;

  @Column({ type: 'uuid', nullable: true })
  senderId!: string | null;

  @Column({ type: 'varchar', length: 100 })
  senderName!: string;

  /** Stored as typed; clients render it as text, never as HTML. */
  @Column({ type: 'text' })
  message!: string;

  /**
   * The full text of a reply that carries a secret (an account password), encrypted at rest; `message`
   * then holds the same text with the secret masked, which is all that previews and the table show.
   */
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  sealedMessage!: string | null;

  /** The sender's own id for the message, so a resend after a lost acknowledgement is stored once. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  clientId!: string | null;

  @Column({ type: 'boolean', default: false })
  isRead!: boolean;

  @Column({ type: 'uuid', nullable: true })
  autoReplyRuleId!: string | null;

  /**
   * Which stage wrote an automatic answer (docs/product/chat.md "Auto-replies"): a keyword rule (greeting and away
   * messages included), a paid order's product answer, or "where is my order?" ('order-status', counted apart in
   * the support report). Null for other messages, a rule's reply an agent sent by hand, and answers stored before.
   */
  @Column({ type: 'varchar', length: 20, nullable: true })
  autoReplyKind!: AutoReplyKind | null;

  /** A staff-only note: never sent to the customer, never moves the session on (docs/product/chat.md). */
  @Column({ type: 'boolean', default: false })
  isNote!: boolean;

  @Column({ type: 'jsonb', nullable: true })
  attachment!: StoredAttachment | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 6 })
  createdAt!: Date;

  /** The message's id at the channel's provider (WhatsApp's wamid): unique, so a replayed webhook stores nothing. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  providerMessageId!: string | null;

  /** For what the shop sends on WhatsApp: queued, sending, sent, delivered, read or failed. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  deliveryStatus!: MessageDeliveryStatus | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  deliveryError!: string | null;

  /** When the request to the provider began: a send found started but unanswered is never repeated blindly. */
  @Column({ type: 'timestamptz', nullable: true })
  deliveryStartedAt!: Date | null;
}
