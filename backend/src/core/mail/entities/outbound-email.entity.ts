import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OutboundEmailStatus } from '@kedai/contracts';
import type { MailHeaders } from '../mail.service';

export type { OutboundEmailStatus };

/**
 * Every e-mail Kedai sends goes through this outbox first. Without SMTP it stays here as 'kept',
 * readable in the admin: mail is never dropped silently.
 */
@Entity('outbound_emails')
export class OutboundEmail {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  toAddress!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ type: 'text' })
  textBody!: string;

  @Column({ type: 'text', nullable: true })
  htmlBody!: string | null;

  @Index()
  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status!: OutboundEmailStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** What the mail is about, e.g. 'order' and an order id, for the admin to find it. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  relatedType!: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  relatedId!: string | null;

  /** Reply-To and threading headers (In-Reply-To, References), when the mail is part of a conversation. */
  @Column({ type: 'jsonb', nullable: true })
  headers!: MailHeaders | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
