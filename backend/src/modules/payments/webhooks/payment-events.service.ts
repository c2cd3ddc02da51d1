import { Injectable, Logger } from '@nestjs/common';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { formatRM } from '@kedai/contracts';
import type { LedgerStatus, PaymentProviderName } from '@kedai/contracts';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { OrderPaidTransition, OrderPolicy, OrderTransaction, OrderTransitions } from '../../orders';
import { PaymentLedgerEntry } from '../entities/payment-ledger-entry.entity';
import { PaymentWebhookEvent } from '../entities/payment-webhook-event.entity';
import { toRM, toSen } from '../ledger/money';
import type { NormalisedEvent, PaymentStatus } from '../providers/payment-provider';

export type EventOutcome =
  | 'duplicate'
  | 'applied'
  | 'already_paid'
  | 'review'
  | 'pending'
  | 'failed'
  | 'ignored_after_paid'
  | 'refund_recorded'
  | 'unknown_order'
  | 'ignored';

/**
 * Applies verified provider events to the ledger and the order, exactly once: the event row (unique provider
 * event id) is written in the same transaction as its effects, under the order's lock, so a replay, a retry or
 * two deliveries at once change nothing more. A paid event moves the order to paid only when amount and currency
 * are the order's; a failure never un-pays; an unknown order is acknowledged and only its event row is kept.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly transitions: OrderTransitions,
    private readonly policy: OrderPolicy,
    private readonly outbox: OutboxService,
    private readonly paid: OrderPaidTransition,
  ) {}

  async apply(
    provider: PaymentProviderName,
    event: NormalisedEvent,
    payload: Record<string, unknown>,
  ): Promise<EventOutcome> {
    // Read before the transaction: a settings read inside it would wait on a second pooled connection.
    const automatic = await this.policy.automaticConfirmation();
    const outcome = await this.transitions.run(async (tx) => {
      const inserted = await tx.em
        .createQueryBuilder()
        .insert()
        .into(PaymentWebhookEvent)
        .values({
          provider,
          eventId: event.eventId,
          type: event.type,
          orderId: null,
          outcome: 'received',
          payload: payload as QueryDeepPartialEntity<Record<string, unknown>>,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      const rows = inserted.raw as { id: string }[];
      if (!rows.length) return { outcome: 'duplicate' as const, orderId: null };
      const result = await this.applyLocked(tx, provider, event, automatic);
      await tx.em.update(
        PaymentWebhookEvent,
        { id: rows[0]?.id },
        { outcome: result.outcome, orderId: result.orderId },
      );
      return result;
    });
    if (outcome.outcome === 'unknown_order') {
      this.logger.warn(`${provider} event ${event.eventId} (${event.type}) names no order of ours; acknowledged`);
    }
    if (outcome.outcome === 'applied') this.outbox.kick();
    return outcome.outcome;
  }

  /** Reconciliation: the provider's answer about a pending payment, applied as its webhook would be. */
  applyStatus(provider: PaymentProviderName, orderId: string, status: PaymentStatus): Promise<EventOutcome> {
    return this.apply(
      provider,
      { ...status, type: 'reconcile', orderId, feeSen: null },
      { reconciled: true, transactionId: status.transactionId, kind: status.kind },
    );
  }

  private async applyLocked(
    tx: OrderTransaction,
    provider: PaymentProviderName,
    event: NormalisedEvent,
    automatic: boolean,
  ): Promise<{ outcome: EventOutcome; orderId: string | null }> {
    if (event.kind === 'ignored') return { outcome: 'ignored', orderId: event.orderId };
    const ledger = tx.em.getRepository(PaymentLedgerEntry);
    if (event.kind === 'refunded') return this.applyRefunds(tx, provider, event);

    const attempt = await ledger.findOneBy({ provider, kind: 'attempt', transactionId: event.transactionId });
    const orderId = event.orderId ?? attempt?.orderId ?? null;
    const order = orderId ? await tx.lock({ orderId }) : null;
    if (!order) return { outcome: 'unknown_order', orderId: null };

    if (event.kind === 'pending') return { outcome: 'pending', orderId: order.orderId };
    if (event.kind === 'failed') {
      if (order.paymentStatus === 'paid') return { outcome: 'ignored_after_paid', orderId: order.orderId };
      if (attempt?.status === 'pending') {
        await ledger.update(
          { id: attempt.id },
          { status: 'failed', rawEventIds: [...attempt.rawEventIds, event.eventId] },
        );
      }
      await tx.record(order.orderId, {
        actorType: 'system',
        actorId: null,
        action: 'payment_failed',
        details: { provider, transactionId: event.transactionId, eventId: event.eventId },
      });
      return { outcome: 'failed', orderId: order.orderId };
    }

    const existing = await ledger.findOneBy({ provider, kind: 'capture', transactionId: event.transactionId });
    if (existing) {
      await ledger.update({ id: existing.id }, { rawEventIds: [...existing.rawEventIds, event.eventId] });
      return { outcome: 'already_paid', orderId: order.orderId };
    }
    const expectedSen = toSen(order.totalAmount);
    const problem =
      event.currency !== 'MYR' || event.amountSen !== expectedSen
        ? `Received ${event.currency} ${formatRM(toRM(event.amountSen)).replace('RM', '')}, the order is ${formatRM(order.totalAmount)}: check before delivering.`
        : order.status === 'cancelled'
          ? 'Paid after the order was cancelled: refund it, or reinstate the order.'
          : order.paymentStatus === 'paid'
            ? 'A second payment of an order already paid: refund one of them.'
            : null;
    const status: LedgerStatus = problem ? 'review' : 'succeeded';
    await ledger.insert({
      orderId: order.orderId,
      provider,
      kind: 'capture',
      status,
      method: order.paymentMethod,
      transactionId: event.transactionId,
      paymentRef: event.paymentRef,
      amountSen: event.amountSen,
      feeSen: event.feeSen,
      netSen: event.feeSen === null ? null : event.amountSen - event.feeSen,
      currency: event.currency || 'MYR',
      rawEventIds: [event.eventId],
      note: problem,
    });
    if (attempt) await ledger.update({ id: attempt.id }, { status: problem ? 'review' : 'succeeded' });
    const details = {
      provider,
      transactionId: event.transactionId,
      eventId: event.eventId,
      amount: toRM(event.amountSen),
      currency: event.currency,
    };
    if (problem) {
      await tx.flagged({ id: order.id }, true);
      await tx.record(order.orderId, {
        actorType: 'system',
        actorId: null,
        action: 'payment_review',
        details: { ...details, note: problem },
      });
      return { outcome: 'review', orderId: order.orderId };
    }
    // The same paid transition as a verified receipt: a short pool makes the order a backorder at once.
    const paid = await this.paid.markPaid(tx, order, { autoConfirm: automatic });
    await tx.record(order.orderId, {
      actorType: 'system',
      actorId: null,
      action: 'payment_received',
      details: { ...details, ...(paid.backorderedFor && { backorderedFor: paid.backorderedFor }) },
    });
    return { outcome: 'applied', orderId: order.orderId };
  }

  private async applyRefunds(
    tx: OrderTransaction,
    provider: PaymentProviderName,
    event: Extract<NormalisedEvent, { kind: 'refunded' }>,
  ): Promise<{ outcome: EventOutcome; orderId: string | null }> {
    const ledger = tx.em.getRepository(PaymentLedgerEntry);
    const capture = event.paymentRef
      ? await ledger.findOneBy({ provider, kind: 'capture', paymentRef: event.paymentRef })
      : null;
    const orderId = capture?.orderId ?? event.orderId;
    const order = orderId ? await tx.lock({ orderId }) : null;
    if (!order) return { outcome: 'unknown_order', orderId: null };
    for (const refund of event.refunds) {
      const known = await ledger.findOneBy({ provider, kind: 'refund', transactionId: refund.refundId });
      if (known) {
        if (known.status !== refund.status) {
          await ledger.update(
            { id: known.id },
            { status: refund.status, rawEventIds: [...known.rawEventIds, event.eventId] },
          );
          tx.touch(order.orderId, 'refund_updated');
        }
        continue;
      }
      // A refund made in the provider's own dashboard: the ledger and the timeline learn of it here.
      await ledger.insert({
        orderId: order.orderId,
        provider,
        kind: 'refund',
        status: refund.status,
        method: order.paymentMethod,
        transactionId: refund.refundId,
        paymentRef: event.paymentRef,
        amountSen: refund.amountSen,
        currency: event.currency,
        rawEventIds: [event.eventId],
        note: `Refunded in the ${provider === 'stripe' ? 'Stripe' : 'Billplz'} dashboard`,
      });
      await tx.record(order.orderId, {
        actorType: 'system',
        actorId: null,
        action: 'refunded',
        details: { provider, refundId: refund.refundId, amount: toRM(refund.amountSen), outside: true },
      });
    }
    return { outcome: 'refund_recorded', orderId: order.orderId };
  }
}
