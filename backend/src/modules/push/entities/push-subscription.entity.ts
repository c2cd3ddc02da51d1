import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One browser of one staff member that accepted notifications: the push service's endpoint (a capability URL)
 * and the keys its payloads are encrypted with. An endpoint belongs to one user (a shared phone goes to whoever
 * subscribed last); removed when the push service answers 404/410.
 */
@Entity('push_subscriptions')
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Index({ unique: true })
  @Column({ type: 'text' })
  endpoint!: string;

  @Column({ type: 'varchar', length: 200 })
  p256dh!: string;

  @Column({ type: 'varchar', length: 100 })
  auth!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
