import type { CustomerReceiptReview } from '@kedai/contracts';
import type { OrderRecord } from '../read/order-record';

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
