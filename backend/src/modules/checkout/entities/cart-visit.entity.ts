import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A browser's look at its cart (migration CartVisits): its checks under the random id of the `kedai_cart` cookie,
 * from the first until an order is placed from it, or until a day passes without one (the next check starts another
 * visit). Nothing in it names a person. The sales report counts the visits that ended without an order.
 */
@Entity('cart_visits')
@Index('IDX_cart_visits_cart', ['cartId', 'lastCheckedAt'])
@Index('IDX_cart_visits_abandoned', { synchronize: false })
export class CartVisit {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ type: 'uuid' })
  cartId!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  startedAt!: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastCheckedAt!: Date;

  /** The order placed from this visit, in the order's transaction. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  orderId!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  orderedAt!: Date | null;
}
