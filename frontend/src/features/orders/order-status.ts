import { ORDER_STATUSES, type OrderStatus } from '@kedai/contracts';

/** An unknown status is shown as pending (storefront §4). */
export const statusLabel = (status: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';
