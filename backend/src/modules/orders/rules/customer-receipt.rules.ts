import {
  paymentMethodLabel,
  type OrderReceiptDocument,
  type ReceiptSeller,
  type SettingsCurrency,
} from '@kedai/contracts';
import { shopDateTime } from '../../../core/format/shop-time';
import type { OrderRecord } from '../read/order-record';
import { receiptReplaceable } from './receipt-state.rules';
import { shopperLineTexts } from './shopper-line-texts';

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

/** "INV-000042": the invoice number as printed. */
export const invoiceLabel = (invoiceNumber: number): string => `INV-${String(invoiceNumber).padStart(6, '0')}`;

/** The receipt of one order, as the page shows it and the PDF prints it. */
export function toReceiptDocument(
  order: OrderRecord,
  shop: { seller: ReceiptSeller; currency: SettingsCurrency },
  accessToken: string,
): OrderReceiptDocument {
  const invoiced = order.invoiceNumber !== null && order.paymentStatus === 'paid';
  const tax =
    order.taxRatePercent !== null && order.taxAmount !== null
      ? {
          ratePercent: order.taxRatePercent,
          pricesIncludeTax: order.pricesIncludeTax !== false,
          subtotal: Math.round((order.totalAmount - order.taxAmount) * 100) / 100,
          tax: order.taxAmount,
        }
      : null;
  return {
    shopName: shop.seller.name,
    seller: shop.seller,
    kind: invoiced ? 'invoice' : 'receipt',
    invoiceNumber: invoiced && order.invoiceNumber !== null ? invoiceLabel(order.invoiceNumber) : null,
    invoiceIssuedAt: invoiced && order.invoiceIssuedAt ? order.invoiceIssuedAt.toISOString() : null,
    invoiceIssuedAtText: invoiced && order.invoiceIssuedAt ? shopDateTime(order.invoiceIssuedAt) : null,
    currency: shop.currency,
    company: order.companyName
      ? { name: order.companyName, registrationNumber: order.companyRegistrationNumber }
      : null,
    tax,
    discount: order.discountCode ? { code: order.discountCode, amount: order.discountAmount } : null,
    orderId: order.orderId,
    createdAt: order.createdAt.toISOString(),
    createdAtText: shopDateTime(order.createdAt),
    customerName: order.customerName,
    lines: (order.items ?? []).map((item) => ({
      ...shopperLineTexts(item),
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
