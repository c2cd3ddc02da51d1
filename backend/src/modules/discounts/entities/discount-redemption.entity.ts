import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { numericTransformer } from '../../catalog/entities/numeric.transformer';

/**
 * One order's use of a code, written in the order's transaction. An order uses at most one code (unique order id);
 * `releasedAt` is set once when a cancelled unpaid order gives the use back.
 */
@Entity('discount_redemptions')
@Index('IDX_discount_redemptions_customer', ['codeId', 'customerKey'])
export class DiscountRedemption {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  codeId!: string;

  /** The order's customer-facing id. */
  @Index('UQ_discount_redemptions_order', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  orderId!: string;

  /** `user:<id>` or `email:<address lower-cased>`. */
  @Column({ type: 'varchar', length: 300 })
  customerKey!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  amount!: number;

  @Column({ type: 'timestamptz', nullable: true })
  releasedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
