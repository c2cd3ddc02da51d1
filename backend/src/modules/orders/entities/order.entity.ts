import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { numericTransformer } from '../../catalog/entities/numeric.transformer';
import { User } from '../../users/entities/user.entity';
import type { AutoDeliveryStatus, FulfilmentStep, Language, ReceiptReviewStatus } from '@kedai/contracts';
import type { OrderStatus, PaymentStatus } from '../order.constants';
import { OrderItem } from './order-item.entity';

@Entity('orders')
@Check('CHK_orders_status', `"status" IN ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled')`)
@Check('CHK_orders_payment_status', `"payment_status" IN ('pending', 'paid', 'failed')`)
@Check('CHK_orders_total', `"total_amount" >= 0`)
@Check('CHK_orders_receipt_review', `"receipt_review" IN ('pending', 'verified', 'rejected')`)
@Check('CHK_orders_auto_delivery_status', `"auto_delivery_status" IN ('pending', 'processing', 'delivered', 'failed')`)
@Check('CHK_orders_language', `"language" IN ('en', 'ms', 'zh-Hans')`)
// The sales report's revenue orders by creation time (migration SalesReportIndex).
@Index('IDX_orders_revenue_created', ['createdAt'], { where: `"payment_status" = 'paid' AND "status" <> 'cancelled'` })
// The sweeper's "sending for too long" (migration PendingStepIndex): only the orders a fulfilment step is running for.
@Index('IDX_orders_pending_step', ['pendingStep'], { where: `"pending_step" IS NOT NULL` })
// The customer directory's reads (migration CustomerDirectory): an expression index and a trigram index TypeORM cannot
// describe, so synchronize: false keeps migration:generate from dropping them.
@Index('IDX_orders_customer_email_lower', { synchronize: false })
@Index('IDX_orders_customer_search_trgm', { synchronize: false })
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The customer-facing id: YYMMDDHHmm (GMT+8) and 5 random uppercase letters. Items and events refer to it. */
  @Column({ type: 'varchar', length: 20, unique: true })
  orderId!: string;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  user!: Relation<User> | null;

  @Column({ type: 'varchar', length: 100 })
  customerName!: string;

  @Index()
  @Column({ type: 'varchar', length: 254, nullable: true })
  customerEmail!: string | null;

  /** +60 and the number without its leading 0. */
  @Column({ type: 'varchar', length: 20 })
  whatsapp!: string;

  /** When the customer agreed at checkout to order updates on WhatsApp; null: they did not (none are sent). */
  @Column({ type: 'timestamptz', nullable: true })
  whatsappUpdatesAt!: Date | null;

  /** The language the order was placed in: its e-mails are written in it. */
  @Column({ type: 'varchar', length: 10, default: 'en' })
  language!: Language;

  @OneToMany(() => OrderItem, (item) => item.order)
  items!: Relation<OrderItem>[];

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  totalAmount!: number;

  /** The discount code applied at checkout (upper-case), null when none (docs/product/discounts.md). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  discountCode!: string | null;

  /** RM the code took off the goods, before SST; the lines' `discountAmount` sum to it. */
  @Column({ type: 'numeric', precision: 10, scale: 2, default: 0, transformer: numericTransformer })
  discountAmount!: number;

  @Index()
  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status!: OrderStatus;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  paymentStatus!: PaymentStatus;

  @Column({ type: 'varchar', length: 20, default: 'touch_n_go' })
  paymentMethod!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  receiptStorageKey!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  receiptOriginalName!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  receiptMimeType!: string | null;

  @Column({ type: 'int', nullable: true })
  receiptSize!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  receiptUploadedAt!: Date | null;

  /** SHA-256 (hex) of the receipt file's bytes: the same file on two orders is flagged for the reviewer. */
  @Index()
  @Column({ type: 'varchar', length: 64, nullable: true })
  receiptSha256!: string | null;

  /** The review of the current receipt: pending from each upload until a reviewer verifies or rejects it. */
  @Index()
  @Column({ type: 'varchar', length: 10, nullable: true })
  receiptReview!: ReceiptReviewStatus | null;

  /** Why the receipt was rejected; the customer sees it on the Activation Center and in the e-mail. */
  @Column({ type: 'text', nullable: true })
  receiptRejectionReason!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  receiptReviewedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  receiptReviewedBy!: string | null;

  /** The customer's optional note with the receipt (e.g. "paid from my sister's account"), for the reviewer. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  receiptCustomerNote!: string | null;

  /** The reviewer's own note on the receipt in the review queue: staff only. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  receiptAdminNote!: string | null;

  /** Staff's internal note on the order (docs/product/admin.md#order-details): never in a customer's view or e-mail. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  internalNote!: string | null;

  /** The amount the reviewer read on the receipt (RM); a difference from the total is flagged. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  receiptAmountRead!: number | null;

  @Column({ type: 'text', nullable: true })
  activationCode!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  shippedAt!: Date | null;

  @Column({ type: 'boolean', default: false })
  installationStepsSent!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  installationStepsSentAt!: Date | null;

  @Column({ type: 'boolean', default: false })
  isSuspicious!: boolean;

  /** The fulfilment step whose job is queued or running (the admin screen shows "sending"). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  pendingStep!: FulfilmentStep | null;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  autoDeliveryStatus!: AutoDeliveryStatus;

  @Column({ type: 'timestamptz', nullable: true })
  autoDeliveredAt!: Date | null;

  /** An e-mail announcing the delivery was written to the outbox (queued, not necessarily sent yet). */
  @Column({ type: 'boolean', default: false })
  autoDeliveryEmailSent!: boolean;

  /** That e-mail's outbox id: the admin view reads its real status (queued, sent, kept, failed). */
  @Column({ type: 'uuid', nullable: true })
  autoDeliveryEmailId!: string | null;

  @Column({ type: 'text', nullable: true })
  autoDeliveryFailureReason!: string | null;

  /**
   * Set while the order is paid but its codes could not be delivered because a pool was short: a backorder,
   * filled (oldest first) by the fulfilment job when codes are added. Cleared on delivery.
   */
  @Column({ type: 'timestamptz', nullable: true })
  backorderedAt!: Date | null;

  /** Set when a cancellation gave the reserved stock back, so it is given back only once. */
  @Column({ type: 'timestamptz', nullable: true })
  stockRestoredAt!: Date | null;

  /** The customer's company, printed on the invoice (optional at checkout). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  companyName!: string | null;

  /** The company's registration (SSM) number, printed on the invoice (optional at checkout). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  companyRegistrationNumber!: string | null;

  /** SST as it stood when the order was placed (null: SST was off): the invoice's rate, kept whatever changes later. */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true, transformer: numericTransformer })
  taxRatePercent!: number | null;

  /** Whether the catalogue's prices included the SST when the order was placed (null: SST was off). */
  @Column({ type: 'boolean', nullable: true })
  pricesIncludeTax!: boolean | null;

  /** The SST in the total (docs/product/orders.md#invoices-and-sst; computed by contracts' computeSst). */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  taxAmount!: number | null;

  /**
   * The running invoice number, allocated once when an order placed with SST on becomes paid, from the one
   * counter row (`invoice_counters`) locked in that transaction: gap-free and never given twice.
   */
  @Column({ type: 'int', nullable: true, unique: true })
  invoiceNumber!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  invoiceIssuedAt!: Date | null;

  @Column({ type: 'boolean', default: false })
  hasReview!: boolean;

  @Column({ type: 'uuid', nullable: true })
  reviewId!: string | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
