import { paymentMethodLabel, type OrderReceiptDocument } from '@kedai/contracts';
import { malaysiaDateTime } from '../../../core/format/malaysia-time';
import type { OrderRecord } from '../read/order-record';
import { receiptReplaceable } from '../../payments/rules/receipt-review.rules';

type ReceiptFacts = Pick<OrderRecord, 'paymentStatus' | 'status' | 'receiptStorageKey' | 'receiptReview'>;

/** The payment status as the customer reads it on the receipt (page and PDF). */
export function receiptPaymentStatus(order: ReceiptFacts): string {
  if (order.paymentStatus === 'paid') return 'Paid';
  if (order.status === 'cancelled') return 'Cancelled (not paid)';
  if (order.paymentStatus === 'failed') return 'Payment failed';
  if (!order.receiptStorageKey) return 'Awaiting payment receipt';
  if (order.receiptReview === 'rejected') return 'Receipt not accepted: please upload a new one';
  return 'Payment being checked';
}

/** The receipt of one order, as the page shows it and the PDF prints it. */
export function toReceiptDocument(order: OrderRecord, shopName: string, accessToken: string): OrderReceiptDocument {
  return {
    shopName,
    orderId: order.orderId,
    createdAt: order.createdAt.toISOString(),
    createdAtText: malaysiaDateTime(order.createdAt),
    customerName: order.customerName,
    lines: (order.items ?? []).map((item) => ({
      title: item.title,
      optionLabel: item.optionLabel,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
    })),
    totalAmount: order.totalAmount,
    paymentMethod: paymentMethodLabel(order.paymentMethod),
    paymentStatus: receiptPaymentStatus(order),
    canReplaceReceipt: receiptReplaceable(order),
    accessToken,
  };
}
