import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@kedai/contracts';

/**
 * One shopper's "tell me when it is back" for a product, or for one of its choices that keeps its own stock
 * (docs/product/storefront.md#back-in-stock-alerts). Confirmed by a link (or at once for a signed-in customer's
 * own e-mail); sent at most once, then kept as sent.
 */
@Entity('stock_alerts')
// One waiting alert per address and product/choice; made by the migration (an expression index).
@Index('UQ_stock_alerts_waiting', { synchronize: false })
@Index('IDX_stock_alerts_waiting_by_product', { synchronize: false })
export class StockAlert {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  productId!: string;

  /** The choice that was out of stock when asked, when that choice keeps its own stock; else null. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  optionValue!: string | null;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 10 })
  language!: Language;

  /** SHA-256 of the confirmation link's token (the token itself is only in the e-mail); null once confirmed. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmTokenHash!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  notifiedAt!: Date | null;

  /** The restock whose round sent it. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  roundKey!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
