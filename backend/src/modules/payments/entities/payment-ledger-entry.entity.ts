import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LedgerKind, LedgerProvider, LedgerStatus } from '@kedai/contracts';

/** One refunded order line of a refund row: which line, how many units, how many sen. */
export interface RefundedLine {
  itemId: string;
  quantity: number;
  amountSen: number;
}

/**
 * The payment ledger: one row per attempt (a provider page created), capture (money received) and refund.
 * Money is in sen (integers). A provider's transaction id is unique per provider and kind, so a replayed
 * event cannot write a second capture of the same payment.
 */
@Entity('payment_ledger')
@Index('UQ_payment_ledger_transaction', ['provider', 'kind', 'transactionId'], {
  unique: true,
  where: '"transaction_id" IS NOT NULL',
})
@Index('IDX_payment_ledger_order', ['orderId'])
@Index('IDX_payment_ledger_pending', ['createdAt'], { where: `"status" = 'pending'` })
export class PaymentLedgerEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  orderId!: string;

  @Column({ type: 'varchar', length: 10 })
  provider!: LedgerProvider;

  @Column({ type: 'varchar', length: 10 })
  kind!: LedgerKind;

  @Column({ type: 'varchar', length: 10 })
  status!: LedgerStatus;

  @Column({ type: 'varchar', length: 20 })
  method!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  transactionId!: string | null;

  /** The provider's own payment reference behind the transaction (Stripe's PaymentIntent), for refunds. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentRef!: string | null;

  @Column({ type: 'int' })
  amountSen!: number;

  @Column({ type: 'int', nullable: true })
  feeSen!: number | null;

  @Column({ type: 'int', nullable: true })
  netSen!: number | null;

  @Column({ type: 'varchar', length: 3, default: 'MYR' })
  currency!: string;

  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  rawEventIds!: string[];

  /** The provider's page the browser is sent to (attempts only). */
  @Column({ type: 'text', nullable: true })
  redirectUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  refundLines!: RefundedLine[] | null;

  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  actorName!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
