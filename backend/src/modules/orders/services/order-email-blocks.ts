import { publicUrl } from '../../../core/config/public-url';
import type { EmailT } from '../../../core/i18n/email-i18n';
import type { EmailBlock } from '../../../core/mail/email-layout';
import type { OrderRecord } from '../read/order-record';
import { shopperLineTexts } from '../rules/shopper-line-texts';

/**
 * The order's own page on the Activation Center: the per-order access link, which works for a guest (no
 * login) and for a signed-in customer alike. Every e-mail about an order links here.
 */
export const orderPageUrl = (orderId: string) => publicUrl(`/redeem/${encodeURIComponent(orderId)}`);

/** The receipt upload with the order filled in (replacing a wrong or rejected receipt). */
export const uploadReceiptUrl = (orderId: string) =>
  publicUrl(`/upload-receipt?orderId=${encodeURIComponent(orderId)}`);

/** The order's lines, quantities and prices in RM, and its total. */
export function orderSummaryBlock(
  order: Pick<OrderRecord, 'orderId' | 'items' | 'totalAmount'> &
    Partial<Pick<OrderRecord, 'discountCode' | 'discountAmount'>>,
): EmailBlock {
  return {
    kind: 'summary',
    orderId: order.orderId,
    lines: (order.items ?? []).map((item) => ({
      title: shopperLineTexts(item).title,
      option: shopperLineTexts(item).optionLabel,
      quantity: item.quantity,
      amount: item.lineTotal,
    })),
    total: order.totalAmount,
    discount: order.discountCode ? { code: order.discountCode, amount: order.discountAmount ?? 0 } : null,
  };
}

/** `t` is the e-mail's language (`emailT(order.language)`). */
export const orderPageButton = (t: EmailT, orderId: string): EmailBlock => ({
  kind: 'button',
  label: t('common.viewOrder'),
  url: orderPageUrl(orderId),
});

export const greeting = (t: EmailT, name: string): EmailBlock => ({
  kind: 'paragraph',
  text: t('common.greeting', { name }),
});
