import { ORDER_STATUSES, type OrderStatus } from '@kedai/contracts';

/**
 * The one way the storefront says an order's status (/order, /my-orders, Profile, /redeem, the guide):
 * the status word (shown capitalised) and what it means for the customer. A rental's "shipped" and
 * "delivered" speak of the game account, not a code.
 */
interface StatusWording {
  label: OrderStatus;
  meaning: string;
  rentalMeaning?: string;
}

export const ORDER_STATUS_WORDING: Record<OrderStatus, StatusWording> = {
  pending: { label: 'pending', meaning: 'We are checking your payment.' },
  paid: { label: 'paid', meaning: 'Payment confirmed. We are preparing your order.' },
  processing: {
    label: 'processing',
    meaning: 'Your installation guide is on its way; activation follows.',
    rentalMeaning: 'Your installation guide is on its way; the game account follows.',
  },
  shipped: {
    label: 'shipped',
    meaning: 'Your activation code or account details have been sent.',
    rentalMeaning: 'Your game account is ready. Rental time has started.',
  },
  delivered: {
    label: 'delivered',
    meaning: 'Delivered. Enjoy, and rate your order when you are ready.',
    rentalMeaning: 'Delivered. Enjoy your game time.',
  },
  cancelled: { label: 'cancelled', meaning: 'This order was cancelled.' },
};

/** An unknown status is shown as pending (storefront §4). */
export const knownStatus = (status: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';

export const statusLabel = (status: string): OrderStatus => ORDER_STATUS_WORDING[knownStatus(status)].label;

export function statusMeaning(status: string, rentalOnly = false): string {
  const wording = ORDER_STATUS_WORDING[knownStatus(status)];
  return (rentalOnly && wording.rentalMeaning) || wording.meaning;
}
