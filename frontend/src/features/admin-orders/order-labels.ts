import type { TFunction } from 'i18next';
import { shopFormat } from '@/lib/format';
import type { AutoDeliveryStatus, FulfilmentStep, OrderStatus, PaymentStatus, RiskLevel } from '@kedai/contracts';

/**
 * Texts and rules of the admin order screens (docs/product/admin.md#orders, docs/product/orders.md#order-statuses). The
 * words are in the `admin-orders` catalogue: a status value is shown by its `status.label` key ("Paid"), or its
 * `status.word` key ("paid") inside a sentence; the risk by `risk.label` and `risk.explanation`.
 */

export type AdminOrdersT = TFunction<'admin-orders'>;

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

/** The risk's badge tone; its words (English and Chinese, both shown) are the catalogue's `risk.label`. */
export const riskTone: Record<RiskLevel, Tone> = { high: 'danger', medium: 'warning', low: 'success' };

/** What each step is called (catalogue keys, `admin-orders`). */
export const stepLabelKey = {
  'send-guide': 'step.name.send-guide',
  activate: 'step.name.activate',
  'trigger-delivery': 'step.name.trigger-delivery',
  'auto-ship': 'step.name.auto-ship',
  'send-installation': 'step.name.send-installation',
} as const satisfies Record<FulfilmentStep, string>;

/** What a failed step is called. */
export const stepFailureTitle = (step: FulfilmentStep, t: AdminOrdersT): string => t(`step.failureTitle.${step}`);

/** The checklist shown with "Failed to Send Activation Codes", as catalogue keys. */
export const ACTIVATION_CHECKLIST = [
  'stepNotice.checklist.paid',
  'stepNotice.checklist.guideSent',
  'stepNotice.checklist.email',
] as const;

/** The GUIDE / ACTIVATE refusal reasons are shared with the live chat's order sidebar (@kedai/contracts). */
export {
  activateBlockedReason,
  CODES_ALREADY_SENT,
  GUIDE_ALREADY_SENT,
  GUIDE_FIRST,
  guideBlockedReason,
  ORDER_NOT_PAID,
} from '@kedai/contracts';

/** Whether the customer got anything for the order: a code, a rented account or a finished delivery. */
export const hasDelivery = (order: {
  activationCode?: string | null;
  rentals: readonly unknown[];
  autoDelivery: { status: string };
}): boolean => Boolean(order.activationCode) || order.rentals.length > 0 || order.autoDelivery.status === 'delivered';

/**
 * Why a status change by hand asks first (it is hard to undo), or null when it can go at once: cancelling gives
 * the stock back and stops fulfilment; shipped or delivered by hand on an order that got nothing says the
 * customer got nothing (docs/product/admin.md#order-details); once delivered, those go at once.
 */
export function statusChangeWarning(
  from: OrderStatus,
  to: OrderStatus,
  t: AdminOrdersT,
  delivered = false,
): string | null {
  if (from === to) return null;
  if (to === 'cancelled') return t('statusChange.cancel');
  if (to === 'shipped' || to === 'delivered')
    return delivered ? null : t('statusChange.nothingDelivered', { status: t(`status.word.${to}`) });
  if (from === 'cancelled') return t('statusChange.reopen');
  return null;
}

/** Why a payment change asks first: taking "paid" away from an order, or failing it. */
export function paymentChangeWarning(from: PaymentStatus, to: PaymentStatus, t: AdminOrdersT): string | null {
  if (from === to) return null;
  if (from === 'paid') return t('paymentChange.fromPaid', { status: t(`status.word.${to}`) });
  if (to === 'failed') return t('paymentChange.failed');
  return null;
}

/** Popup sizes (docs/product/rules.md#business-constants). */
export const RECEIPT_POPUP = 'width=800,height=600';
export const GUIDE_POPUP = 'width=1200,height=800';

const dateTime = () => shopFormat({ dateStyle: 'medium', timeStyle: 'short' }, 'en-MY');

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

export function formatBytes(size: number | null | undefined): string {
  if (size === null || size === undefined) return '—';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(2)} MB`;
}
