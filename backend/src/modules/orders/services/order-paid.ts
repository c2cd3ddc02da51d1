import { Injectable } from '@nestjs/common';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { OrderDeliveriesReader } from '../read/order-deliveries';
import type { OrderStatus } from '../order.constants';
import type { OrderPatch, OrderRecord } from '../read/order-record';
import { queueAutoConfirmation } from './auto-confirmation';
import { queueWhatsappOrderUpdate } from './whatsapp-order-updates';
import type { OrderTransaction } from './order-transitions.service';

/**
 * The next invoice number from the one counter row. The upsert holds the row's lock until the transaction ends,
 * so concurrent payments are numbered one after the other, and a rollback gives the number back: no gaps, no
 * number twice (the orders' unique index would refuse it anyway).
 */
async function nextInvoiceNumber(tx: OrderTransaction): Promise<number> {
  const rows: { last_number: number }[] = await tx.em.query(
    `INSERT INTO "invoice_counters" ("id", "last_number") VALUES (1, 1)
       ON CONFLICT ("id") DO UPDATE SET "last_number" = "invoice_counters"."last_number" + 1
     RETURNING "last_number"`,
  );
  return Number(rows[0].last_number);
}

/** What marking an order paid did. */
export interface PaidOutcome {
  /** The order's new status when it moved on (pending -> paid). */
  status: OrderStatus | null;
  /** The product whose pool could not cover the order when it became paid (it is a backorder now), or null. */
  backorderedFor: string | null;
}

/**
 * The one way an order becomes paid, whoever confirms the payment: the admin's payment dropdown, a receipt verified
 * in the review queue, a gateway's verified paid event. A pending order moves on to paid; when a code pool cannot
 * cover the order it becomes a backorder at once (the dashboard's "Waiting for stock", filled on restock); with
 * automatic confirmation the guide and activation steps are queued with the change (outbox). Call inside the
 * transaction that holds the order's row lock; the caller writes its own timeline line of the payment.
 */
@Injectable()
export class OrderPaidTransition {
  constructor(
    private readonly deliveries: OrderDeliveriesReader,
    private readonly outbox: OutboxService,
  ) {}

  async markPaid(
    tx: OrderTransaction,
    order: OrderRecord,
    options: { patch?: OrderPatch; autoConfirm?: boolean } = {},
  ): Promise<PaidOutcome> {
    const patch: OrderPatch = { ...options.patch, paymentStatus: 'paid' };
    // A confirmed payment moves a pending order on to paid (the GUIDE step needs paid or processing).
    if (order.status === 'pending') patch.status = 'paid';
    const live = order.status !== 'cancelled';
    const short =
      live && order.autoDeliveryStatus !== 'delivered'
        ? await this.deliveries.codeShortfall(tx.em, await tx.lines(order.orderId))
        : null;
    if (short && !order.backorderedAt) {
      patch.backorderedAt = new Date();
      await tx.record(order.orderId, {
        actorType: 'system',
        actorId: null,
        action: 'backordered',
        details: { productCode: short, reason: 'Paid while the pool has too few codes: waiting for stock.' },
      });
    }
    // An order placed with SST on becomes an invoice: its number is taken once, in this transaction.
    if (order.taxRatePercent !== null && order.invoiceNumber === null) {
      patch.invoiceNumber = await nextInvoiceNumber(tx);
      patch.invoiceIssuedAt = new Date();
    }
    await tx.update({ id: order.id }, patch);
    if (live && order.paymentStatus !== 'paid') {
      await queueWhatsappOrderUpdate(this.outbox, tx.em, order, 'paymentReceived');
    }
    if (options.autoConfirm && live) await queueAutoConfirmation(this.outbox, tx.em, order.orderId);
    return { status: patch.status ?? null, backorderedFor: short };
  }
}
