import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DiscountKind } from '@kedai/contracts';
import { numericTransformer } from '../../catalog/entities/numeric.transformer';

/** A discount code the admin made (docs/product/discounts.md). `usedCount` is changed only under its row lock. */
@Entity('discount_codes')
@Check('CHK_discount_codes_kind', `"kind" IN ('percent', 'fixed')`)
@Check('CHK_discount_codes_value', `"value" > 0 AND ("kind" <> 'percent' OR "value" <= 100)`)
@Check('CHK_discount_codes_used', `"used_count" >= 0 AND ("usage_limit" IS NULL OR "used_count" <= "usage_limit")`)
export class DiscountCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Trimmed and upper-case: codes are compared without case. */
  @Index('UQ_discount_codes_code', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  code!: string;

  @Column({ type: 'varchar', length: 8 })
  kind!: DiscountKind;

  /** A percent (0.01–100) or RM off, by kind. */
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  value!: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, default: 0, transformer: numericTransformer })
  minimumSpend!: number;

  /** Restricted to these products and/or categories; both empty: every product. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  productIds!: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  categories!: string[];

  /** The start of the first day and the end of the last, in the shop's time zone when saved. */
  @Column({ type: 'timestamptz', nullable: true })
  startsAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt!: Date | null;

  @Column({ type: 'int', nullable: true })
  usageLimit!: number | null;

  @Column({ type: 'int', nullable: true })
  perCustomerLimit!: number | null;

  /** Orders holding a use now (redemptions not released). */
  @Column({ type: 'int', default: 0 })
  usedCount!: number;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
