import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@kedai/contracts';

/** An alert is by e-mail or by WhatsApp, and a WhatsApp one was consented to. */
const ONE_CHANNEL = `("email" IS NOT NULL AND "phone" IS NULL) OR ("email" IS NULL AND "phone" IS NOT NULL AND "consent_at" IS NOT NULL)`;

/**
 * One shopper's "tell me when it is back" for a product, or for one of its choices that keeps its own stock
 * (docs/product/storefront.md#back-in-stock-alerts). Confirmed by a link (or at once for a signed-in customer's
 * own e-mail); sent at most once, then kept as sent.
 */
@Entity('stock_alerts')
// One waiting alert per address (or number) and product/choice; made by the migrations (expression indexes).
@Index('UQ_stock_alerts_waiting', { synchronize: false })
@Index('UQ_stock_alerts_waiting_phone', { synchronize: false })
@Check('CHK_stock_alerts_one_channel', ONE_CHANNEL)
@Index('IDX_stock_alerts_waiting_by_product', { synchronize: false })
export class StockAlert {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  productId!: string;

  /** The choice that was out of stock when asked, when that choice keeps its own stock; else null. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  optionValue!: string | null;

  /** Lower-cased; null for a WhatsApp alert. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** A WhatsApp alert's number (+60…); null for an e-mail alert. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  phone!: string | null;

  /** When the shopper ticked "Send me this alert on WhatsApp" (a WhatsApp alert always has it). */
  @Column({ type: 'timestamptz', nullable: true })
  consentAt!: Date | null;

  @Column({ type: 'varchar', length: 10 })
  language!: Language;

  /** SHA-256 of the confirmation link's token (the token itself is only in the e-mail); null once confirmed. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmTokenHash!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  notifiedAt!: Date | null;

  /** The signed-in shopper who asked (their data rights find a WhatsApp alert by it). */
  @Index('IDX_stock_alerts_user', { where: `"user_id" IS NOT NULL` })
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  /** The restock whose round sent it. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  roundKey!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
