import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentProviderName } from '@kedai/contracts';

/**
 * Every verified provider event, once: the provider's event id is unique, so a replay or a retry finds its row
 * and changes nothing. `outcome` says what the event did (applied, duplicate effects ignored, unknown order …).
 */
@Entity('payment_webhook_events')
@Index('UQ_payment_webhook_events_event', ['provider', 'eventId'], { unique: true })
@Index('IDX_payment_webhook_events_order', ['orderId'])
export class PaymentWebhookEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 10 })
  provider!: PaymentProviderName;

  @Column({ type: 'varchar', length: 255 })
  eventId!: string;

  @Column({ type: 'varchar', length: 80 })
  type!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  orderId!: string | null;

  @Column({ type: 'varchar', length: 40 })
  outcome!: string;

  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt!: Date;
}
