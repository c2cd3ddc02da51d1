/**
 * The fulfilment state rules both sides read: which step an order allows now (the guards, with their
 * refusal texts), which buttons the admin screens offer, and where the dashboard counts the order. The
 * server re-checks the same guards under the order's row lock; docs/fulfilment.md has the state table.
 */
import type { AutoDeliveryStatus, FulfilmentBucket, FulfilmentStep } from './fulfilment';
import type { OrderStatus, PaymentStatus } from './orders';

/** A code pool is "running low" at or below this many unsold codes unless an admin set another level. */
export const DEFAULT_CODE_WARNING_LEVEL = 5;

export const FULFILMENT_STEP_ORDER = [
  'send-guide',
  'activate',
  'trigger-delivery',
  'auto-ship',
  'send-installation',
] as const satisfies readonly FulfilmentStep[];

/** What an admin is told when a fulfilment step is refused (docs/product/rules.md#error-messages). */
export const FULFILMENT_MESSAGES = {
  notPaid: 'Order must be paid first!',
  guideAlreadySent: 'Basic installation guide has already been sent to this customer!',
  guideNeedsPaidOrProcessing: 'The installation guide can only be sent while the order is paid or processing.',
  guideFirst: 'Installation steps must be sent first! Please click GUIDE button first',
  codesAlreadySent: 'Activation codes have already been sent to this customer!',
  cancelled: 'This order was cancelled.',
  alreadyShipped: 'This order has already been shipped.',
  installationNeedsShipped: 'Installation steps can only be sent once the order is shipped.',
  orderNotFound: 'Order not found',
  noReceipt: 'This order does not have a payment receipt uploaded.',
} as const;

/** Where the dashboard counts an order (and what the admin screens say it is waiting for). */
export const FULFILMENT_BUCKETS = [
  'unpaid',
  'payment-review',
  'to-deliver',
  'backorder',
  'fulfilled',
  'cancelled',
] as const satisfies readonly FulfilmentBucket[];

export interface FulfilmentFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  installationStepsSent: boolean;
  autoDeliveryStatus: AutoDeliveryStatus;
}

const M = FULFILMENT_MESSAGES;

/** Why a step may not run on this order now (its message), or null when it may. */
export function refusalOf(step: FulfilmentStep, order: FulfilmentFacts): string | null {
  switch (step) {
    case 'send-guide':
      if (order.paymentStatus !== 'paid') return M.notPaid;
      if (order.installationStepsSent) return M.guideAlreadySent;
      if (order.status !== 'paid' && order.status !== 'processing') return M.guideNeedsPaidOrProcessing;
      return null;
    case 'activate':
      if (order.paymentStatus !== 'paid') return M.notPaid;
      if (!order.installationStepsSent) return M.guideFirst;
      if (order.status === 'shipped' || order.status === 'delivered') return M.codesAlreadySent;
      if (order.status === 'cancelled') return M.cancelled;
      return null;
    case 'trigger-delivery':
      if (order.paymentStatus !== 'paid') return M.notPaid;
      if (order.status === 'cancelled') return M.cancelled;
      if (order.status === 'delivered' || order.autoDeliveryStatus === 'delivered') return M.codesAlreadySent;
      return null;
    case 'auto-ship':
      if (order.paymentStatus !== 'paid') return M.notPaid;
      if (order.status === 'cancelled') return M.cancelled;
      if (order.status === 'shipped' || order.status === 'delivered') return M.alreadyShipped;
      return null;
    case 'send-installation':
      if (order.status !== 'shipped') return M.installationNeedsShipped;
      if (order.installationStepsSent) return M.guideAlreadySent;
      return null;
  }
}

/**
 * Whether the step's effect is already there, so a retried or duplicate job that finds its guard
 * closed reports success instead of a refusal (and does nothing).
 */
export function alreadyDone(step: FulfilmentStep, order: FulfilmentFacts): boolean {
  switch (step) {
    case 'send-guide':
    case 'send-installation':
      return order.installationStepsSent;
    case 'activate':
      return order.status === 'shipped' || order.status === 'delivered';
    case 'trigger-delivery':
      return order.autoDeliveryStatus === 'delivered';
    case 'auto-ship':
      return order.status === 'shipped' || order.status === 'delivered';
  }
}

/** The steps the admin screens offer for this order now: exactly those whose guard is open. */
export function offeredSteps(order: FulfilmentFacts): FulfilmentStep[] {
  return FULFILMENT_STEP_ORDER.filter((step) => refusalOf(step, order) === null);
}

/**
 * Where the dashboard counts the order. Payment confirmed and not cancelled: a backorder while it waits for
 * codes, "to deliver" while its status is pending, paid or processing, fulfilled once shipped or delivered.
 * `hasReceipt` means a receipt waiting for review: a rejected one leaves the order unpaid.
 */
export function bucketOf(
  order: Pick<FulfilmentFacts, 'status' | 'paymentStatus'> & { backordered: boolean; hasReceipt: boolean },
): FulfilmentBucket {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.paymentStatus !== 'paid') {
    return order.status === 'pending' && order.paymentStatus === 'pending' && order.hasReceipt
      ? 'payment-review'
      : 'unpaid';
  }
  if (order.backordered) return 'backorder';
  if (order.status === 'shipped' || order.status === 'delivered') return 'fulfilled';
  return 'to-deliver';
}

/* Why GUIDE or ACTIVATE cannot run, in the words the screens show beside the buttons (the Orders screen and
 * the live chat's order sidebar); the screens ask these only for a step the server's `offers` leaves out. */
export const GUIDE_ALREADY_SENT = M.guideAlreadySent;
export const ORDER_NOT_PAID = M.notPaid;
export const GUIDE_FIRST = M.guideFirst;
export const CODES_ALREADY_SENT = M.codesAlreadySent;

export type FulfilmentFields = Pick<FulfilmentFacts, 'paymentStatus' | 'status' | 'installationStepsSent'>;

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

/** The longest reason an admin may give for burning (replacing) a delivered code. */
export const CODE_BURN_REASON_MAX_LENGTH = 300;
