import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OrderActorType } from '../order.constants';
import { Order } from './order.entity';

/** The order's timeline: who did what and when (created, receipt uploaded, review, fulfilment steps...). */
@Entity('order_events')
@Index(['orderId', 'at'])
@Check('CHK_order_events_actor_type', `"actor_type" IN ('customer', 'admin', 'system', 'job')`)
export class OrderEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The order's customer-facing orderId. */
  @Column({ type: 'varchar', length: 20 })
  orderId!: string;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', referencedColumnName: 'orderId' })
  order!: Relation<Order>;

  /**
   * When it was written: the clock at the insert, not the transaction's start (now()), so the events one
   * transaction writes keep the order they were written in (migration OrderEventClock).
   */
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  at!: Date;

  @Column({ type: 'varchar', length: 10 })
  actorType!: OrderActorType;

  /** A user id for customers and admins; null for guests and the system. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 60 })
  action!: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: Record<string, unknown>;

  @Column({ type: 'varchar', length: 120, nullable: true })
  jobId!: string | null;
}
