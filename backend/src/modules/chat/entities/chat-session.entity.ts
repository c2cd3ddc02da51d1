import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { ChatChannel, Language } from '@kedai/contracts';
import { User } from '../../users/entities/user.entity';

export const CHAT_SESSION_STATUSES = ['waiting', 'active', 'ended'] as const;
export type ChatSessionStatus = (typeof CHAT_SESSION_STATUSES)[number];

@Entity('chat_sessions')
@Check('CHK_chat_sessions_status', `"status" IN ('waiting', 'active', 'ended')`)
@Check('CHK_chat_sessions_csat', `"csat_rating" IS NULL OR "csat_rating" BETWEEN 1 AND 5`)
@Check('CHK_chat_sessions_language', `"language" IN ('en', 'ms', 'zh-Hans')`)
@Index('IDX_chat_sessions_last_message_at', ['lastMessageAt'])
// The support report: conversations by start, and those waiting now (migration SupportReportIndexes).
@Index('IDX_chat_sessions_created_at', ['createdAt'])
@Index('IDX_chat_sessions_waiting', ['createdAt'], { where: `"status" = 'waiting'` })
@Index('IDX_chat_sessions_email_created', ['createdAt'], { where: `"email_thread_at" IS NOT NULL` })
@Index('UQ_chat_sessions_open_visitor', ['visitorId'], { unique: true, where: `"status" <> 'ended'` })
@Check('CHK_chat_sessions_channel', `"channel" IN ('web', 'whatsapp')`)
@Index('UQ_chat_sessions_open_phone', ['channel', 'contactPhone'], {
  unique: true,
  where: `"status" <> 'ended' AND "contact_phone" IS NOT NULL`,
})
@Index('UQ_chat_sessions_open_customer', ['customerId'], { unique: true, where: `"status" <> 'ended'` })
// A customer's conversations on their directory page (migration CustomerDirectory); synchronize: false as above.
@Index('IDX_chat_sessions_customer_email_lower', { synchronize: false })
@Index('IDX_chat_sessions_contact_phone', { synchronize: false })
export class ChatSession {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_chat_sessions_visitor_id')
  @Column({ type: 'uuid', nullable: true })
  visitorId!: string | null;

  @Index('IDX_chat_sessions_customer_id')
  @Column({ type: 'uuid', nullable: true })
  customerId!: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Relation<User> | null;

  @Column({ type: 'varchar', length: 100 })
  customerName!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  customerEmail!: string | null;

  @Column({ type: 'text', nullable: true })
  orderId!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  productName!: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  pageUrl!: string | null;

  /** The customer's language as of their last message or join: auto-replies answer in it. */
  @Column({ type: 'varchar', length: 10, default: 'en' })
  language!: Language;

  @Column({ type: 'varchar', length: 10, default: 'waiting' })
  status!: ChatSessionStatus;

  /** Customer messages agents have not read yet. */
  @Column({ type: 'int', default: 0 })
  unreadCount!: number;

  @Column({ type: 'text', nullable: true })
  lastMessage!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastMessageAt!: Date | null;

  @Column({ type: 'smallint', nullable: true })
  csatRating!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt!: Date | null;

  /** The staff member the chat is assigned to (claimed or assigned); null when unassigned. */
  @Index('IDX_chat_sessions_assignee_id', { where: '"assignee_id" IS NOT NULL' })
  @Column({ type: 'uuid', nullable: true })
  assigneeId!: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignee_id', foreignKeyConstraintName: 'FK_chat_sessions_assignee' })
  assignee?: Relation<User> | null;

  /** The assignee's name when assigned (every session summary carries it without a join). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  assigneeName!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  assignedAt!: Date | null;

  /** When an agent's reply was last e-mailed to a customer who had left (at most once per 10 minutes). */
  @Column({ type: 'timestamptz', nullable: true })
  continuityEmailedAt!: Date | null;

  /** The newest agent reply already e-mailed (first e-mail or digest); later ones go in the next digest. */
  @Column({ type: 'timestamptz', nullable: true })
  continuityMailedThrough!: Date | null;

  /** When the digest of the replies written inside the window is due; null when none is scheduled. */
  @Column({ type: 'timestamptz', nullable: true })
  continuityDigestDue!: Date | null;

  /** When the customer last asked for a transcript (at most once per 10 minutes). */
  @Column({ type: 'timestamptz', nullable: true })
  transcriptEmailedAt!: Date | null;

  /** Where the conversation happens (docs/channels.md); 'web' for the shop's own chat widget. */
  @Column({ type: 'varchar', length: 10, default: 'web' })
  channel!: ChatChannel;

  /** A WhatsApp conversation's number as stored at checkout (+60…): one open conversation per number. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  contactPhone!: string | null;

  /**
   * When the customer first answered the conversation by e-mail (docs/channels.md "Inbound e-mail"); null when they
   * never did. Such a web conversation is an e-mail one: its automatic answers are e-mailed too, and the support
   * report counts it under e-mail.
   */
  @Column({ type: 'timestamptz', nullable: true })
  emailThreadAt!: Date | null;

  /** WhatsApp: 24 hours after the customer's last message; free text may be sent until then, templates after. */
  @Column({ type: 'timestamptz', nullable: true })
  replyWindowEndsAt!: Date | null;

  // The support report's figures (docs/product/admin.md, "Support"), kept by the database as messages are stored (trigger
  // chat_session_figures, migration ConversationFigures) and read only by SupportFiguresReadModel: never loaded
  // with a session, never written by the app, so a session saved from a stale copy cannot set them back.
  /** The customer's first message. */
  @Column({ type: 'timestamptz', nullable: true, select: false, insert: false, update: false })
  firstAskedAt?: Date | null;

  /** The first agent message (not a staff note) at or after the customer's first message, and who wrote it. */
  @Column({ type: 'timestamptz', nullable: true, select: false, insert: false, update: false })
  firstReplyAt?: Date | null;

  @Column({ type: 'uuid', nullable: true, select: false, insert: false, update: false })
  firstResponderId?: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true, select: false, insert: false, update: false })
  firstResponderName?: string | null;

  /** Automatic answers other than "where is my order?", the first one's time, and whether an agent wrote after it. */
  @Column({ type: 'int', default: 0, select: false, insert: false, update: false })
  autoReplies?: number;

  @Column({ type: 'timestamptz', nullable: true, select: false, insert: false, update: false })
  firstAutoReplyAt?: Date | null;

  @Column({ type: 'boolean', default: false, select: false, insert: false, update: false })
  agentAfterAutoReply?: boolean;

  /** "Where is my order?" answers, the first one's time, and whether an agent wrote after it. */
  @Column({ type: 'int', default: 0, select: false, insert: false, update: false })
  orderStatusAnswers?: number;

  @Column({ type: 'timestamptz', nullable: true, select: false, insert: false, update: false })
  firstOrderStatusAnswerAt?: Date | null;

  @Column({ type: 'boolean', default: false, select: false, insert: false, update: false })
  agentAfterOrderStatusAnswer?: boolean;
}
