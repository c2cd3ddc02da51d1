import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { InboundEmailReason, InboundEmailStatus, InboundEmailVia } from '@kedai/contracts';

/**
 * Every inbound e-mail and what became of it: posted into its conversation, refused, or quarantined with a reason
 * (never posted). Its Message-ID is unique, so a replay (the provider's retry, a second MX) is stored once.
 */
@Entity('email_inbound_messages')
@Index('UQ_email_inbound_messages_message_id', ['messageId'], { unique: true, where: '"message_id" IS NOT NULL' })
@Index('IDX_email_inbound_messages_session', ['sessionId', 'createdAt'])
export class EmailInboundMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The mail's Message-ID (or a hash of its bytes when it has none); null when it could not be read. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  messageId!: string | null;

  @Column({ type: 'varchar', length: 10 })
  via!: InboundEmailVia;

  @Column({ type: 'varchar', length: 12, default: 'received' })
  status!: InboundEmailStatus;

  @Column({ type: 'varchar', length: 30, nullable: true })
  reason!: InboundEmailReason | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  detail!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  envelopeFrom!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  fromAddress!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject!: string | null;

  @Column({ type: 'uuid', nullable: true })
  sessionId!: string | null;

  /** The thread it answers (References), kept so the agents' answers thread under it. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  references!: string[];

  @Column({ type: 'varchar', length: 100, nullable: true })
  spf!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  dkim!: string | null;

  @Column({ type: 'int' })
  sizeBytes!: number;

  /** The chat messages it became (its text, then each kept file). */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  chatMessageIds!: string[];

  @Index('IDX_email_inbound_messages_created')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
