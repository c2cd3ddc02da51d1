import { CHAT_MESSAGE_MAX_LENGTH } from '@kedai/contracts';
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

export const CHAT_SENDER_TYPES = ['admin', 'customer', 'auto', 'system'] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];
export const MAX_MESSAGE_LENGTH = CHAT_MESSAGE_MAX_LENGTH;

@Entity('chat_messages')
@Unique('UQ_chat_messages_session_client', ['sessionId', 'clientId'])
@Index('IDX_chat_messages_session_created', ['sessionId', 'createdAt'])
@Check('CHK_chat_messages_sender_type', `"sender_type" IN ('admin', 'customer', 'auto', 'system')`)
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

  @CreateDateColumn({ type: 'timestamptz', precision: 6 })
  createdAt!: Date;
}
