import { ORDER_STATUSES, type OrderStatus } from '@kedai/contracts';

/**
 * The one way the storefront says an order's status (/order, /my-orders, Profile, /redeem, the guide):
 * the status word (shown capitalised) and what it means for the customer, as keys of the `orders`
 * catalogue, translated where they are shown: `t(statusLabelKey(order.status))`. A rental's "shipped"
 * and "delivered" speak of the game account, not a code.
 */
export const ORDER_STATUS_WORDING = {
  pending: { label: 'status.label.pending', meaning: 'status.meaning.pending' },
  paid: { label: 'status.label.paid', meaning: 'status.meaning.paid' },
  processing: {
    label: 'status.label.processing',
    meaning: 'status.meaning.processing',
    rentalMeaning: 'status.rentalMeaning.processing',
  },
  shipped: {
    label: 'status.label.shipped',
    meaning: 'status.meaning.shipped',
    rentalMeaning: 'status.rentalMeaning.shipped',
  },
  delivered: {
    label: 'status.label.delivered',
    meaning: 'status.meaning.delivered',
    rentalMeaning: 'status.rentalMeaning.delivered',
  },
  cancelled: { label: 'status.label.cancelled', meaning: 'status.meaning.cancelled' },
} as const satisfies Record<OrderStatus, { label: string; meaning: string; rentalMeaning?: string }>;

type StatusWording = (typeof ORDER_STATUS_WORDING)[OrderStatus];
export type StatusLabelKey = StatusWording['label'];
export type StatusMeaningKey =
  StatusWording['meaning'] | Extract<StatusWording, { rentalMeaning: string }>['rentalMeaning'];

/** An unknown status is shown as pending. */
export const knownStatus = (status: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';

/**
 * The status value itself (an unknown one read as pending), untranslated: for CSS hooks such as
 * `data-status`. To show the status to the customer use `t(statusLabelKey(status))` (namespace `orders`).
 */
export const statusLabel = (status: string): OrderStatus => knownStatus(status);

/** The `orders` catalogue key of the status word ("pending", "delivered", …). */
export const statusLabelKey = (status: string): StatusLabelKey => ORDER_STATUS_WORDING[knownStatus(status)].label;

/** The `orders` catalogue key of what the status means for the customer (a rental's own wording when rentalOnly). */
export function statusMeaningKey(status: string, rentalOnly = false): StatusMeaningKey {
  const wording: StatusWording = ORDER_STATUS_WORDING[knownStatus(status)];
  return (rentalOnly && 'rentalMeaning' in wording && wording.rentalMeaning) || wording.meaning;
}
