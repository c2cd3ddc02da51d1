/**
 * Why GUIDE or ACTIVATE cannot run for an order (admin spec §4, §5), in the words the screens show beside the
 * buttons: the Orders screen and the live chat's order sidebar. The server re-checks under the order's lock
 * (backend fulfilment-guards.ts) and answers with the same messages.
 */
import type { OrderStatus, PaymentStatus } from './orders';

export const GUIDE_ALREADY_SENT = 'Basic installation guide has already been sent to this customer!';
export const ORDER_NOT_PAID = 'Order must be paid first!';
export const GUIDE_FIRST = 'Installation steps must be sent first! Please click GUIDE button first';
export const CODES_ALREADY_SENT = 'Activation codes have already been sent to this customer!';

export interface FulfilmentFields {
  paymentStatus: PaymentStatus;
  status: OrderStatus;
  installationStepsSent: boolean;
}

/** Why GUIDE is not available, or null when it is. */
export function guideBlockedReason(order: FulfilmentFields): string | null {
  if (order.paymentStatus !== 'paid') return ORDER_NOT_PAID;
  if (order.installationStepsSent) return GUIDE_ALREADY_SENT;
  if (order.status !== 'paid' && order.status !== 'processing') return `Not available for a ${order.status} order`;
  return null;
}

/** Why ACTIVATE is not available, or null when it is. */
export function activateBlockedReason(order: FulfilmentFields): string | null {
  if (order.paymentStatus !== 'paid') return ORDER_NOT_PAID;
  if (order.status === 'shipped' || order.status === 'delivered') return CODES_ALREADY_SENT;
  if (order.status === 'cancelled') return 'Not available for a cancelled order';
  if (!order.installationStepsSent) return GUIDE_FIRST;
  return null;
}
