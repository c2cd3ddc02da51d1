import type { CustomerReceiptReview, OrderStatus, PaymentStatus } from '@kedai/contracts';

/**
 * Whether the customer may still upload or replace the payment receipt: the server's answer when the order has a
 * receipt (not paid, not cancelled), else an unpaid order that is still open.
 */
export function canUploadReceipt(order: {
  status: OrderStatus;
  paymentStatus?: PaymentStatus;
  receiptReview?: CustomerReceiptReview | null;
}): boolean {
  if (order.receiptReview) return order.receiptReview.canReplace;
  return order.status === 'pending' && order.paymentStatus !== 'paid';
}
