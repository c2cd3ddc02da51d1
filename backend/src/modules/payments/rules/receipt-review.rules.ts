import { createHash } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { RECEIPT_REJECTION_REASON_MAX, type CustomerReceiptReview, type ReceiptReviewStatus } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import type { OrderRecord } from '../../orders/read/order-record';

/** The content hash of a receipt file: the same bytes on two orders is the same receipt used twice. */
export const receiptSha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The review columns of a freshly uploaded receipt: waiting for a reviewer, any earlier verdict cleared. */
export const newReceiptReview = (sha256: string) => ({
  receiptSha256: sha256,
  receiptReview: 'pending' as ReceiptReviewStatus,
  receiptRejectionReason: null,
  receiptReviewedAt: null,
  receiptReviewedBy: null,
  receiptAmountRead: null,
});

export const AMOUNT_READ_MESSAGE = 'Enter the amount shown on the receipt in RM, e.g. 25.00 (or leave it empty).';

/** The amount read on a receipt: RM with at most two decimals, 0 to 99,999,999.99; null clears it. */
export function amountRead(raw: unknown): number | null {
  if (raw === null || raw === '' || raw === undefined) return null;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().replace(/^RM\s*/i, '') : '';
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
    throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_amount', AMOUNT_READ_MESSAGE);
  }
  return Number(text);
}

/** Whether the amount read differs from the amount expected (compared in cents, never as floats). */
export const amountMismatch = (read: number | null, expected: number) =>
  read !== null && Math.round(read * 100) !== Math.round(expected * 100);

export const RECEIPT_REVIEW_MESSAGES = {
  noReceipt: 'This order does not have a payment receipt uploaded.',
  cancelled: 'This order was cancelled, so its receipt can no longer be reviewed.',
  alreadyVerified: 'This receipt has already been verified.',
  alreadyRejected: 'This receipt has already been rejected; the customer has been asked for a new one.',
  paid: 'The payment for this order is already confirmed, so its receipt cannot be rejected.',
  reasonRequired: 'Please write why the receipt is rejected; the customer will read it.',
  reasonTooLong: `The reason can be at most ${RECEIPT_REJECTION_REASON_MAX} characters.`,
} as const;

type Reviewable = Pick<OrderRecord, 'receiptStorageKey' | 'receiptReview' | 'status' | 'paymentStatus'>;

const conflict = (code: string, message: string) => new ApiError(HttpStatus.CONFLICT, code, message);

function assertReviewable(order: Reviewable): void {
  if (!order.receiptStorageKey) {
    throw new ApiError(HttpStatus.NOT_FOUND, 'receipt_not_found', RECEIPT_REVIEW_MESSAGES.noReceipt);
  }
  if (order.status === 'cancelled') throw conflict('order_cancelled', RECEIPT_REVIEW_MESSAGES.cancelled);
}

/** Verify: a receipt that is pending (or was rejected and the reviewer changed their mind). */
export function assertCanVerify(order: Reviewable): void {
  assertReviewable(order);
  if (order.receiptReview === 'verified') throw conflict('receipt_verified', RECEIPT_REVIEW_MESSAGES.alreadyVerified);
}

/** Reject: a receipt not yet judged, of an order whose payment is not confirmed. */
export function assertCanReject(order: Reviewable): void {
  assertReviewable(order);
  if (order.paymentStatus === 'paid' || order.receiptReview === 'verified') {
    throw conflict('payment_confirmed', RECEIPT_REVIEW_MESSAGES.paid);
  }
  if (order.receiptReview === 'rejected') throw conflict('receipt_rejected', RECEIPT_REVIEW_MESSAGES.alreadyRejected);
}

/** The reason as the customer will read it: trimmed, required, at most 500 characters. */
export function rejectionReason(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (!reason) throw new ApiError(HttpStatus.BAD_REQUEST, 'reason_required', RECEIPT_REVIEW_MESSAGES.reasonRequired);
  if (reason.length > RECEIPT_REJECTION_REASON_MAX) {
    throw new ApiError(HttpStatus.BAD_REQUEST, 'reason_too_long', RECEIPT_REVIEW_MESSAGES.reasonTooLong);
  }
  return reason;
}

/** Whether the customer may still upload or replace the receipt: not paid, not cancelled. */
export const receiptReplaceable = (order: Pick<OrderRecord, 'paymentStatus' | 'status'>) =>
  order.paymentStatus !== 'paid' && order.status !== 'cancelled';

/** What the customer sees of the review; null without a receipt. */
export function customerReceiptReview(
  order: Pick<
    OrderRecord,
    'receiptStorageKey' | 'receiptReview' | 'receiptRejectionReason' | 'receiptReviewedAt' | 'status' | 'paymentStatus'
  >,
): CustomerReceiptReview | null {
  if (!order.receiptStorageKey) return null;
  return {
    status: order.receiptReview ?? (order.paymentStatus === 'paid' ? 'verified' : 'pending'),
    rejectionReason: order.receiptReview === 'rejected' ? order.receiptRejectionReason : null,
    reviewedAt: order.receiptReviewedAt ? order.receiptReviewedAt.toISOString() : null,
    canReplace: receiptReplaceable(order),
  };
}
