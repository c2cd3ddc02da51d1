import { HttpStatus, Injectable } from '@nestjs/common';
import type { AdminOrderView, ReceiptReviewList, ReceiptReviewStats, ReceiptReviewView } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { AuditService, type StaffActor } from '../../audit';
import { UsersService } from '../../users';
import {
  AdminOrderReader,
  orderKey,
  ADMIN_ORDER_MESSAGES,
  OrderPaidTransition,
  OrderPolicy,
  OrderTransaction,
  OrderTransitions,
  ReceiptsReadModel,
  cancelsAt,
  paymentAtRisk,
} from '../../orders';
import { ListReceiptsQuery } from '../dto/admin-receipts.dto';
import type { OrderRecord } from '../../orders';
import { ReceiptMails } from './receipt-mails';
import {
  amountMismatch,
  amountRead,
  assertCanReject,
  assertCanVerify,
  rejectionReason,
} from '../rules/receipt-review.rules';

const DEFAULT_LIMIT = 50;
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', ADMIN_ORDER_MESSAGES.orderNotFound);

/**
 * The receipt review queue (admin and agents): receipts waiting for review oldest first, Verify (the
 * payment is confirmed, so GUIDE can follow) and Reject (with a reason the customer reads). Both go
 * through OrderTransitions, so the orders screens follow live, and e-mail the customer through the outbox.
 */
@Injectable()
export class ReceiptReviewService {
  constructor(
    private readonly receipts: ReceiptsReadModel,
    private readonly transitions: OrderTransitions,
    private readonly reader: AdminOrderReader,
    private readonly mails: ReceiptMails,
    private readonly outbox: OutboxService,
    private readonly paid: OrderPaidTransition,
    private readonly users: UsersService,
    private readonly policy: OrderPolicy,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListReceiptsQuery): Promise<ReceiptReviewList> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const page = query.page ?? 1;
    // Waiting receipts oldest first (who waited longest is next); decided ones newest first.
    const direction = query.status === 'pending' ? 'ASC' : 'DESC';
    const [orders, total] = await this.receipts.page(query, direction, page, limit);
    const [stats, receipts] = await Promise.all([this.stats(), this.views(orders)]);
    return { receipts, total, stats };
  }

  stats(): Promise<ReceiptReviewStats> {
    return this.receipts.stats();
  }

  async verify(reviewer: StaffActor, id: string): Promise<AdminOrderView> {
    // Read before the transaction (a settings read inside it would wait on a second pooled connection).
    const automatic = await this.policy.automaticConfirmation();
    return this.review(id, async (order, tx) => {
      assertCanVerify(order);
      // Paid as the payment dropdown makes it: a pending order moves on, a short pool makes it a backorder now.
      const paid = await this.paid.markPaid(tx, order, {
        patch: {
          receiptReview: 'verified',
          receiptRejectionReason: null,
          receiptReviewedAt: new Date(),
          receiptReviewedBy: reviewer.userId,
        },
        autoConfirm: automatic,
      });
      await tx.record(order.orderId, {
        actorType: 'admin',
        actorId: reviewer.userId,
        action: 'receipt_verified',
        details: {
          paymentStatus: { from: order.paymentStatus, to: 'paid' },
          status: paid.status ?? order.status,
          ...(paid.backorderedFor && { backorderedFor: paid.backorderedFor }),
        },
      });
      await this.audit.record(
        tx.em,
        reviewer,
        'receipt.verified',
        { type: 'order', id: order.orderId },
        {
          paymentStatus: { from: order.paymentStatus, to: 'paid' },
          status: { from: order.status, to: paid.status ?? order.status },
        },
      );
      await this.mails.verified({ ...order, items: await tx.lines(order.orderId) }, tx.em);
    });
  }

  reject(reviewer: StaffActor, id: string, rawReason: unknown): Promise<AdminOrderView> {
    const reason = rejectionReason(rawReason);
    return this.review(id, async (order, tx) => {
      assertCanReject(order);
      await tx.receiptRejected({ id: order.id }, { reason, at: new Date(), reviewerId: reviewer.userId });
      await tx.record(order.orderId, {
        actorType: 'admin',
        actorId: reviewer.userId,
        action: 'receipt_rejected',
        details: { reason },
      });
      await this.audit.record(tx.em, reviewer, 'receipt.rejected', { type: 'order', id: order.orderId }, { reason });
      await this.mails.rejected({ ...order, items: await tx.lines(order.orderId) }, reason, tx.em);
    });
  }

  /** Records the amount the reviewer read on the receipt (null clears it); a mismatch is flagged in the queue. */
  recordAmount(reviewer: StaffActor, id: string, raw: unknown): Promise<AdminOrderView> {
    const amount = amountRead(raw);
    return this.review(id, async (order, tx) => {
      if (!order.receiptStorageKey) {
        throw new ApiError(HttpStatus.NOT_FOUND, 'receipt_not_found', ADMIN_ORDER_MESSAGES.noReceipt);
      }
      if (order.receiptAmountRead === amount) return;
      await tx.receiptAmountRead({ id: order.id }, amount);
      await tx.record(order.orderId, {
        actorType: 'admin',
        actorId: reviewer.userId,
        action: 'receipt_amount_recorded',
        details: { amount, expected: order.totalAmount, mismatch: amountMismatch(amount, order.totalAmount) },
      });
    });
  }

  /** The reviewer's note on the receipt (trimmed; empty clears it), with a timeline line. Staff only. */
  setAdminNote(reviewer: StaffActor, id: string, note: string): Promise<AdminOrderView> {
    const text = note.trim() || null;
    return this.review(id, async (order, tx) => {
      if (!order.receiptStorageKey) {
        throw new ApiError(HttpStatus.NOT_FOUND, 'receipt_not_found', ADMIN_ORDER_MESSAGES.noReceipt);
      }
      if ((order.receiptAdminNote ?? null) === text) return;
      await tx.receiptAdminNote({ id: order.id }, text);
      await tx.record(order.orderId, {
        actorType: 'admin',
        actorId: reviewer.userId,
        action: 'receipt_note_added',
        details: { note: text ?? '', by: reviewer.name },
      });
    });
  }

  /** Locks the order, applies the verdict with its timeline line and e-mail, commits, then reads the view. */
  private async review(
    id: string,
    apply: (order: OrderRecord, tx: OrderTransaction) => Promise<void>,
  ): Promise<AdminOrderView> {
    const where = orderKey(id);
    if (!where) throw notFound();
    const orderId = await this.transitions.run(async (tx) => {
      const order = await tx.lock(where);
      if (!order) throw notFound();
      await apply(order, tx);
      return order.orderId;
    });
    this.outbox.kick();
    const view = await this.reader.view(orderId);
    if (!view) throw notFound();
    return view;
  }

  private async views(orders: Omit<OrderRecord, 'items'>[]): Promise<ReceiptReviewView[]> {
    if (orders.length === 0) return [];
    const orderIds = orders.map((order) => order.orderId);
    const hashes = [...new Set(orders.map((order) => order.receiptSha256).filter((hash): hash is string => !!hash))];
    const reviewerIds = [...new Set(orders.map((order) => order.receiptReviewedBy).filter((id): id is string => !!id))];
    const hours = await this.policy.cancellationHours();
    const windowMs = hours * 3_600_000;
    const now = Date.now();
    const [items, sameFile, names] = await Promise.all([
      this.receipts.linesOf(orderIds),
      this.receipts.withReceiptHashes(hashes),
      this.users.namesOf(reviewerIds),
    ]);
    return orders.map((order) => ({
      _id: order.id,
      orderId: order.orderId,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      products: items.filter((item) => item.orderId === order.orderId).map((item) => item.title),
      amountExpected: order.totalAmount,
      amountRead: order.receiptAmountRead,
      amountMismatch: amountMismatch(order.receiptAmountRead, order.totalAmount),
      uploadedLate:
        order.receiptUploadedAt !== null && order.receiptUploadedAt.getTime() - order.createdAt.getTime() > windowMs,
      paymentMethod: order.paymentMethod,
      orderStatus: order.status,
      paymentStatus: order.paymentStatus,
      mimeType: order.receiptMimeType,
      originalName: order.receiptOriginalName,
      uploadedAt: iso(order.receiptUploadedAt),
      review: order.receiptReview ?? 'pending',
      rejectionReason: order.receiptRejectionReason,
      customerNote: order.receiptCustomerNote ?? null,
      adminNote: order.receiptAdminNote ?? null,
      reviewedAt: iso(order.receiptReviewedAt),
      reviewedBy: order.receiptReviewedBy ? (names.get(order.receiptReviewedBy) ?? null) : null,
      duplicateOf: order.receiptSha256
        ? sameFile
            .filter((other) => other.receiptSha256 === order.receiptSha256 && other.orderId !== order.orderId)
            .map((other) => other.orderId)
        : [],
      atRisk: paymentAtRisk(order, hours, now),
      cancelsAt: iso(cancelsAt(order, hours)),
    }));
  }
}
