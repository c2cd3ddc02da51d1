import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StockChangeActorType, StockChangeReason } from '@kedai/contracts';

/**
 * One change of a product's stock (docs/product/admin.md#stock-history): how much, the stock after it, why
 * (sale, cancel, refund, restock, manual edit), who, for which order and when. Written in the transaction that
 * changes the stock, through ProductStockService, so a change and its line commit or roll back together.
 */
@Entity('stock_history')
@Index('IDX_stock_history_product_at', ['productId', 'at'])
export class StockChange {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  productId!: string;

  @Column({ type: 'int' })
  change!: number;

  @Column({ type: 'int' })
  stockAfter!: number;

  @Column({ type: 'varchar', length: 20 })
  reason!: StockChangeReason;

  @Column({ type: 'varchar', length: 20 })
  actorType!: StockChangeActorType;

  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  actorName!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  orderId!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
