import type { OrderStatus, PaymentStatus } from './orders';
import { zonedDayRange } from './time-zone';

/**
 * The Orders screen's filters, as the list, its stats and orders_export.csv take them. 'all', '' and a
 * missing value do not narrow. from and to are calendar days (YYYY-MM-DD, inclusive) on the shop's clock.
 */
export interface AdminOrderFilterInput {
  search?: string;
  status?: OrderStatus | 'all' | '';
  paymentStatus?: PaymentStatus | 'all' | '';
  from?: string;
  to?: string;
}

/** What of an order the filter reads: the order's own columns (not the account it may belong to). */
export interface AdminOrderFilterFacts {
  orderId: string;
  customerName: string;
  customerEmail: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: string | Date;
}

/** The fields the search looks in, in the order the server's SQL names them. */
export const adminOrderSearchFields = (order: AdminOrderFilterFacts): string[] => [
  order.orderId,
  order.customerName,
  order.customerEmail ?? '',
];

/** The search term as both sides use it: trimmed; '' searches nothing. */
export const adminOrderSearchTerm = (search: string | undefined): string => search?.trim() ?? '';

/**
 * Whether an order belongs in a list shown with this filter: the one rule, which the server states in SQL
 * (case-insensitive substring, like ILIKE with the term's % and _ taken literally) and the browser applies
 * to a live order change. A day that is not a real YYYY-MM-DD narrows nothing here; the server refuses it
 * with a 400 before it gets this far.
 */
export function adminOrderMatches(
  order: AdminOrderFilterFacts,
  filter: AdminOrderFilterInput,
  timeZone: string,
): boolean {
  if (filter.status && filter.status !== 'all' && order.status !== filter.status) return false;
  if (filter.paymentStatus && filter.paymentStatus !== 'all' && order.paymentStatus !== filter.paymentStatus) {
    return false;
  }
  const { start, end } = zonedDayRange(filter.from || undefined, filter.to || undefined, timeZone);
  const placed = new Date(order.createdAt).getTime();
  if (start && placed < start.getTime()) return false;
  if (end && placed >= end.getTime()) return false;
  const term = adminOrderSearchTerm(filter.search).toLowerCase();
  if (!term) return true;
  return adminOrderSearchFields(order).some((text) => text.toLowerCase().includes(term));
}
