import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { formatRM, PAYMENT_PROVIDER_LABELS, REFUND_REASON_MAX } from '@kedai/contracts';
import type {
  AdminOrderPayments,
  LedgerProvider,
  PaymentEventView,
  RefundRequest,
  RefundResult,
  RefundableLine,
} from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { MailService } from '../../../core/mail/mail.service';
import { AuditService, type StaffActor } from '../../audit';
import { CodePoolService } from '../../fulfilment';
import type { OrderLineRecord, OrderRecord } from '../../orders';
import { OrdersReadModel, OrderStock, OrderTransitions } from '../../orders';
import { PaymentLedgerEntry, RefundedLine } from '../entities/payment-ledger-entry.entity';
import { toLedgerView } from '../ledger/ledger.service';
import { toRM, toSen } from '../ledger/money';
import { ProviderError } from '../providers/payment-provider';
import { GatewaySettingsService } from './gateway-settings.service';

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', 'Order not found');

/** Units refunded per order line so far (refunds pending or done). */
function refundedUnits(rows: PaymentLedgerEntry[]): Map<string, { quantity: number; amountSen: number }> {
  const units = new Map<string, { quantity: number; amountSen: number }>();
  for (const row of rows) {
    if (row.kind !== 'refund' || row.status === 'failed') continue;
    for (const line of row.refundLines ?? []) {
      const current = units.get(line.itemId) ?? { quantity: 0, amountSen: 0 };
      units.set(line.itemId, {
        quantity: current.quantity + line.quantity,
        amountSen: current.amountSen + line.amountSen,
      });
    }
  }
  return units;
}

/**
 * Refunds of a whole order or chosen lines (admins). Through the provider for a gateway payment (Stripe's refund
 * API; Billplz has none, so its refund is recorded and paid back from the Billplz dashboard), recorded as a manual
 * refund for QR and bank payments. In one transaction under the order's lock: the refund row, the refunded lines'
 * delivered codes revoked (burned, never back in the pool), stock back for units not delivered, the timeline line
 * and the customer's e-mail (outbox).
 */
/**
 * What `units` more units of a line were paid, after `before` units were refunded: the line's total less its share of
 * a discount code, spread over its units so every unit's refund is whole sen and all of them sum to what was paid.
 */
export function unitsPaidSen(
  item: Pick<OrderLineRecord, 'unitPrice' | 'quantity' | 'discountAmount'>,
  before: number,
  units: number,
): number {
  const paid = toSen(item.unitPrice) * item.quantity - toSen(item.discountAmount ?? 0);
  const upTo = (count: number) => (count >= item.quantity ? paid : Math.floor((paid * count) / item.quantity));
  return upTo(before + units) - upTo(before);
}

@Injectable()
export class RefundsService {
  constructor(
    @InjectRepository(PaymentLedgerEntry) private readonly ledger: Repository<PaymentLedgerEntry>,
    private readonly orders: OrdersReadModel,
    private readonly transitions: OrderTransitions,
    private readonly gateways: GatewaySettingsService,
    private readonly codes: CodePoolService,
    private readonly stock: OrderStock,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async summary(orderId: string): Promise<AdminOrderPayments> {
    const order = await this.orders.findByKey(orderId.trim().toUpperCase());
    if (!order) throw notFound();
    return this.summaryOf(order, await this.rowsOf(order.orderId));
  }

  async refund(admin: StaffActor, orderId: string, request: RefundRequest): Promise<RefundResult> {
    const reason =
      typeof request?.reason === 'string' ? request.reason.trim().slice(0, REFUND_REASON_MAX) || null : null;
    const order = await this.orders.findByKey(orderId.trim().toUpperCase());
    if (!order) throw notFound();
    if (order.paymentStatus !== 'paid') {
      throw new ApiError(HttpStatus.CONFLICT, 'not_paid', 'This order is not paid: there is nothing to refund.');
    }
    const rows = await this.rowsOf(order.orderId);
    const lines = this.chosenLines(order, rows, request?.lines);
    const amountSen = lines.reduce((sum, line) => sum + line.amountSen, 0);
    if (amountSen <= 0)
      throw new ApiError(HttpStatus.CONFLICT, 'nothing_to_refund', 'Nothing is left to refund on this order.');

    const capture = rows.find(
      (row) => row.kind === 'capture' && row.status === 'succeeded' && row.provider !== 'manual',
    );
    let provider: LedgerProvider = 'manual';
    let outcome: { refundId: string; status: 'pending' | 'succeeded' | 'failed' } | null = null;
    let note = reason;
    if (capture && capture.transactionId && capture.provider !== 'manual') {
      provider = capture.provider;
      const gateway = await this.gateways.provider(capture.provider);
      if (!gateway) {
        throw new ApiError(
          HttpStatus.SERVICE_UNAVAILABLE,
          'provider_not_configured',
          `${PAYMENT_PROVIDER_LABELS[capture.provider]} is not configured: add its keys in Settings to refund through it.`,
        );
      }
      try {
        outcome = await gateway.refund(
          { transactionId: capture.transactionId, paymentRef: capture.paymentRef },
          amountSen,
          reason,
        );
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        throw new ApiError(
          HttpStatus.BAD_GATEWAY,
          'refund_failed',
          `${PAYMENT_PROVIDER_LABELS[capture.provider]} refused the refund: ${error.message}`,
        );
      }
      if (!outcome)
        note = [reason, `Pay it back from the ${PAYMENT_PROVIDER_LABELS[capture.provider]} dashboard.`]
          .filter(Boolean)
          .join(' ');
    }
    const status = outcome?.status ?? 'succeeded';

    const done = await this.transitions.run(async (tx) => {
      const locked = await tx.lock({ orderId: order.orderId });
      if (!locked) throw notFound();
      const delivered =
        locked.autoDeliveryStatus === 'delivered' || locked.status === 'shipped' || locked.status === 'delivered';
      const revokedList: string[] = [];
      const undelivered: { itemId: string; units: number }[] = [];
      for (const line of lines) {
        const revoked = await this.codes.revoke(
          tx.em,
          line.item.id,
          line.quantity,
          `Refunded${reason ? `: ${reason}` : ''}`,
        );
        revokedList.push(...revoked);
        if (!delivered) undelivered.push({ itemId: line.item.id, units: line.quantity - revoked.length });
      }
      // Only units the line still holds come back, so a later cancel cannot give the same units back again.
      const restocked = await this.stock.returnUnits(tx, locked.orderId, undelivered, {
        type: 'staff',
        id: admin.userId,
        name: admin.name,
      });
      const restockedUnits = [...restocked.values()].reduce((sum, units) => sum + units, 0);
      const revokedCodes = revokedList.length;
      // The order's own list of codes (what older views read) loses the revoked ones too.
      if (revokedCodes > 0 && locked.activationCode) {
        const kept = locked.activationCode
          .split(', ')
          .filter((code) => !revokedList.includes(code))
          .join(', ');
        await tx.activationCodesChanged({ id: locked.id }, kept || null);
      }
      await tx.em.getRepository(PaymentLedgerEntry).insert({
        orderId: locked.orderId,
        provider,
        kind: 'refund',
        status,
        method: locked.paymentMethod,
        transactionId: outcome?.refundId ?? null,
        paymentRef: capture?.paymentRef ?? null,
        amountSen,
        currency: 'MYR',
        note,
        refundLines: lines.map((line): RefundedLine => ({
          itemId: line.item.id,
          quantity: line.quantity,
          amountSen: line.amountSen,
        })),
        actorId: admin.userId,
        actorName: admin.name.slice(0, 100),
      });
      await this.audit.record(
        tx.em,
        admin,
        'order.refunded',
        { type: 'order', id: locked.orderId },
        {
          provider,
          amount: toRM(amountSen),
          status,
          lines: lines.map((line) => ({ title: line.item.title, quantity: line.quantity })),
          reason,
        },
      );
      await tx.record(locked.orderId, {
        actorType: 'admin',
        actorId: admin.userId,
        action: 'refunded',
        details: {
          provider,
          amount: toRM(amountSen),
          status,
          refundId: outcome?.refundId ?? null,
          lines: lines.map((line) => ({ title: line.item.title, quantity: line.quantity })),
          reason,
          revokedCodes,
          restockedUnits,
        },
      });
      if (locked.customerEmail) {
        await this.mail.compose(
          {
            to: locked.customerEmail,
            subject: `Refund for order ${locked.orderId}`,
            language: locked.language,
            orderId: locked.orderId,
            blocks: [
              { kind: 'heading', text: 'Your refund' },
              { kind: 'paragraph', text: `Hello ${locked.customerName},` },
              {
                kind: 'paragraph',
                text: `We are refunding ${formatRM(toRM(amountSen))} for order ${locked.orderId}: ${lines
                  .map((line) => `${line.item.title} × ${line.quantity}`)
                  .join(', ')}.${
                  provider === 'manual'
                    ? ' Our team will send the money back to you directly.'
                    : ' It goes back to the way you paid; your bank may take a few days to show it.'
                }`,
              },
              ...(reason ? [{ kind: 'paragraph' as const, text: `Reason: ${reason}` }] : []),
              ...(revokedCodes > 0
                ? [{ kind: 'note' as const, text: 'The activation codes of the refunded items no longer work.' }]
                : []),
            ],
          },
          tx.em,
        );
      }
      return { revokedCodes, restockedUnits };
    });
    return {
      orderId: order.orderId,
      amount: toRM(amountSen),
      provider,
      status,
      revokedCodes: done.revokedCodes,
      restockedUnits: done.restockedUnits,
      payments: await this.summary(order.orderId),
    };
  }

  private rowsOf(orderId: string): Promise<PaymentLedgerEntry[]> {
    return this.ledger.find({ where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  private chosenLines(
    order: OrderRecord,
    rows: PaymentLedgerEntry[],
    requested: RefundRequest['lines'],
  ): { item: OrderLineRecord; quantity: number; amountSen: number }[] {
    const refunded = refundedUnits(rows);
    const left = (item: OrderLineRecord) => item.quantity - (refunded.get(item.id)?.quantity ?? 0);
    if (requested === undefined || requested === null) {
      return order.items
        .filter((item) => left(item) > 0)
        .map((item) => ({
          item,
          quantity: left(item),
          amountSen: unitsPaidSen(item, item.quantity - left(item), left(item)),
        }));
    }
    if (!Array.isArray(requested) || requested.length === 0) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'invalid_refund',
        'Choose at least one line to refund, or leave the lines out to refund the whole order.',
      );
    }
    const seen = new Set<string>();
    return requested.map((line) => {
      const item = order.items.find((candidate) => candidate.id === line?.itemId);
      if (!item || seen.has(item.id)) {
        throw new ApiError(
          HttpStatus.BAD_REQUEST,
          'invalid_refund',
          'A refund line names an item that is not on this order (or names it twice).',
        );
      }
      seen.add(item.id);
      const quantity = Number(line.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > left(item)) {
        throw new ApiError(
          HttpStatus.BAD_REQUEST,
          'invalid_refund',
          `${item.title}: refund between 1 and ${left(item)} units.`,
        );
      }
      return { item, quantity, amountSen: unitsPaidSen(item, item.quantity - left(item), quantity) };
    });
  }

  private summaryOf(order: OrderRecord, rows: PaymentLedgerEntry[]): AdminOrderPayments {
    const refunded = refundedUnits(rows);
    const paidSen = rows
      .filter((row) => row.kind === 'capture' && row.status === 'succeeded')
      .reduce((sum, row) => sum + row.amountSen, 0);
    const manualPaid = paidSen === 0 && order.paymentStatus === 'paid' ? toSen(order.totalAmount) : 0;
    const refundedSen = rows
      .filter((row) => row.kind === 'refund' && row.status !== 'failed')
      .reduce((sum, row) => sum + row.amountSen, 0);
    const capture = rows.find((row) => row.kind === 'capture' && row.status === 'succeeded');
    const lines: RefundableLine[] = order.items.map((item) => ({
      itemId: item.id,
      productCode: item.productCode,
      title: item.title,
      optionLabel: item.optionLabel,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      refundedQuantity: refunded.get(item.id)?.quantity ?? 0,
      refundedAmount: toRM(refunded.get(item.id)?.amountSen ?? 0),
    }));
    const events: PaymentEventView[] = rows.map((row) => ({
      at: row.createdAt.toISOString(),
      provider: row.provider,
      type:
        row.kind === 'attempt'
          ? row.status === 'pending'
            ? 'created'
            : row.status
          : row.kind === 'refund'
            ? row.status === 'failed'
              ? 'refund_failed'
              : 'refunded'
            : row.status,
      eventId: row.rawEventIds[row.rawEventIds.length - 1] ?? null,
      transactionId: row.transactionId,
      amount: toRM(row.amountSen),
      currency: row.currency,
      note: row.note,
    }));
    const paid = paidSen + manualPaid;
    return {
      orderId: order.orderId,
      paymentMethod: order.paymentMethod,
      provider: capture ? capture.provider : order.paymentStatus === 'paid' ? 'manual' : null,
      paidAmount: toRM(paid),
      refundedAmount: toRM(refundedSen),
      refundable: toRM(Math.max(0, paid - refundedSen)),
      lines,
      events,
      ledger: rows.map(toLedgerView),
    };
  }
}
