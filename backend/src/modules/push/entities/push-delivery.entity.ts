import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A push that reached one browser: a retried job (a worker killed mid-send) skips the browsers listed here,
 * so each browser is sent each event once. Kept two days (the job's retries end long before).
 */
@Entity('push_deliveries')
export class PushDelivery {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key!: string;

  @PrimaryColumn({ name: 'subscription_id', type: 'uuid' })
  subscriptionId!: string;

  @CreateDateColumn({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}
