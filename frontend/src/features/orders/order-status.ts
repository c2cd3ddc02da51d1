import type { OrderStatus } from '@kedai/contracts';

const KNOWN: OrderStatus[] = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled'];

/** An unknown status is shown as pending (storefront §4). */
export const statusLabel = (status: string): OrderStatus =>
  KNOWN.includes(status as OrderStatus) ? (status as OrderStatus) : 'pending';
