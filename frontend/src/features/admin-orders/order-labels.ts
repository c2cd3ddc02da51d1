import { MALAYSIA_TIME_ZONE } from '@/lib/format';
import type { AutoDeliveryStatus, FulfilmentStep, OrderStatus, PaymentStatus, RiskLevel } from '@kedai/contracts';

/** Texts and rules of the admin order screens (admin spec §2, §4, §5, §8). */

export { ORDER_STATUSES, PAYMENT_STATUSES } from '@kedai/contracts';

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type Tone = 'neutral' | 'brand' | 'success' | 'danger' | 'warning';

export const statusTone: Record<OrderStatus, Tone> = {
  pending: 'warning',
  paid: 'brand',
  processing: 'brand',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'danger',
};

export const paymentTone: Record<PaymentStatus, Tone> = { pending: 'warning', paid: 'success', failed: 'danger' };

export const deliveryTone: Record<AutoDeliveryStatus, Tone> = {
  pending: 'neutral',
  processing: 'brand',
  delivered: 'success',
  failed: 'danger',
};

/** The Order ID column shows the last 8 characters. */
export const shortOrderId = (orderId: string) => orderId.slice(-8);

/** The spec shows the risk in Chinese; both languages are shown. */
export const riskLabel: Record<RiskLevel, string> = {
  high: 'High risk 高风险',
  medium: 'Medium risk 中风险',
  low: 'Low risk 低风险',
};

export const riskExplanation: Record<RiskLevel, string> = {
  high: 'Recent paid order (within 7 days) with no customer e-mail address.',
  medium: 'Recent paid order (within 7 days).',
  low: 'Not a recent paid order.',
};

export const riskTone: Record<RiskLevel, Tone> = { high: 'danger', medium: 'warning', low: 'success' };

export const stepLabel: Record<FulfilmentStep, string> = {
  'send-guide': 'installation guide',
  activate: 'activation codes',
  'trigger-delivery': 'auto delivery',
  'auto-ship': 'shipping',
  'send-installation': 'installation steps',
};

/** admin spec §8: what a failed step is called. */
export function stepFailureTitle(step: FulfilmentStep): string {
  switch (step) {
    case 'send-guide':
      return 'Failed to Send Installation Guide';
    case 'activate':
      return 'Failed to Send Activation Codes';
    case 'trigger-delivery':
      return 'Failed to trigger auto delivery';
    case 'auto-ship':
      return 'Failed to ship order';
    case 'send-installation':
      return 'Failed to send installation steps';
  }
}

/** The checklist shown with "Failed to Send Activation Codes" (admin spec §8). */
export const ACTIVATION_CHECKLIST = [
  'The order payment status is paid',
  'The installation steps have been sent (GUIDE)',
  'The customer has an e-mail address',
];

/** The GUIDE / ACTIVATE refusal reasons are shared with the live chat's order sidebar (@kedai/contracts). */
export {
  activateBlockedReason,
  CODES_ALREADY_SENT,
  GUIDE_ALREADY_SENT,
  GUIDE_FIRST,
  guideBlockedReason,
  ORDER_NOT_PAID,
} from '@kedai/contracts';

/**
 * Why a status change by hand asks first (it is hard to undo), or null when it can go at once: cancelling gives
 * the stock back and stops fulfilment; shipped or delivered by hand skips sending the codes.
 */
export function statusChangeWarning(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return null;
  if (to === 'cancelled') return 'Cancelling gives the reserved stock back and stops any delivery for this order.';
  if (to === 'shipped' || to === 'delivered')
    return `Marking the order ${to} by hand skips GUIDE and ACTIVATE: no activation code is sent.`;
  if (from === 'cancelled') return 'This order was cancelled; its stock was given back.';
  return null;
}

/** Why a payment change asks first: taking "paid" away from an order, or failing it. */
export function paymentChangeWarning(from: PaymentStatus, to: PaymentStatus): string | null {
  if (from === to) return null;
  if (from === 'paid') return `The payment is recorded as paid. Setting it to ${to} blocks GUIDE and ACTIVATE.`;
  if (to === 'failed') return 'Marking the payment failed tells the team the customer did not pay.';
  return null;
}

export const LEGACY_RECEIPT_MESSAGE =
  'This order has no payment receipt. It is a legacy order created before the receipt system was introduced. Please ask the customer for a payment receipt.';

export const NO_CONTACT_MESSAGE = 'No customer contact information available for this order.';

/** Popup sizes of admin spec §9. */
export const RECEIPT_POPUP = 'width=800,height=600';
export const GUIDE_POPUP = 'width=1200,height=800';

const dateTime = new Intl.DateTimeFormat('en-MY', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: MALAYSIA_TIME_ZONE,
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatBytes(size: number | null | undefined): string {
  if (size === null || size === undefined) return '—';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(2)} MB`;
}
