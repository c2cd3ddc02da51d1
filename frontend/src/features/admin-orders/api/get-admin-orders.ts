import type { AdminOrderList, AdminOrderView, OrderStatus, PaymentStatus } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';

export const adminOrdersKey = ['admin', 'orders'] as const;
export const adminOrderListsKey = [...adminOrdersKey, 'list'] as const;

export const ORDER_PAGE_SIZE = 50;

export interface AdminOrderFilter {
  search: string;
  status: OrderStatus | 'all';
  paymentStatus: PaymentStatus | 'all';
  /** YYYY-MM-DD (a Malaysia calendar day, inclusive) or ''. */
  from: string;
  /** YYYY-MM-DD (a Malaysia calendar day, inclusive) or ''. */
  to: string;
  page: number;
}

/** The filters as GET /api/admin/orders and /api/admin/orders/summary take them ('all' and '' left out). */
export const filterQuery = (filter: Omit<AdminOrderFilter, 'page'>) => ({
  search: filter.search || undefined,
  status: filter.status === 'all' ? undefined : filter.status,
  paymentStatus: filter.paymentStatus === 'all' ? undefined : filter.paymentStatus,
  from: filter.from || undefined,
  to: filter.to || undefined,
});

/** The instant a Malaysia (GMT+8, no daylight saving) calendar day starts. */
const malaysiaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`).getTime();
const DAY_MS = 24 * 60 * 60 * 1000;

/** The answer was not an order list. */
export class InvalidOrdersResponseError extends Error {
  constructor() {
    super('Failed to load orders - invalid data format');
    this.name = 'InvalidOrdersResponseError';
  }
}

function isOrderList(value: unknown): value is AdminOrderList {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as AdminOrderList).orders) &&
    typeof (value as AdminOrderList).total === 'number'
  );
}

/** GET /api/admin/orders?search=&status=&paymentStatus=&from=&to=&page=&limit=: newest first. */
export async function getAdminOrders(filter: AdminOrderFilter, signal?: AbortSignal): Promise<AdminOrderList> {
  const data = await api.get<unknown>('/admin/orders', {
    query: {
      ...filterQuery(filter),
      page: filter.page,
      limit: ORDER_PAGE_SIZE,
    },
    signal,
  });
  if (!isOrderList(data)) throw new InvalidOrdersResponseError();
  return data;
}

export const adminOrdersQueryOptions = (filter: AdminOrderFilter) =>
  queryOptions({
    queryKey: [...adminOrderListsKey, filter],
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(filter: AdminOrderFilter) {
  return useQuery(adminOrdersQueryOptions(filter));
}

export function adminOrdersErrorMessage(error: unknown): string {
  if (error instanceof InvalidOrdersResponseError) return error.message;
  return `Failed to get orders list: ${errorMessage(error)}`;
}

/** Whether an order belongs in a list shown with this filter (the server's search rule, case-insensitive). */
export function orderMatchesFilter(order: AdminOrderView, filter: AdminOrderFilter): boolean {
  if (filter.status !== 'all' && order.status !== filter.status) return false;
  if (filter.paymentStatus !== 'all' && order.paymentStatus !== filter.paymentStatus) return false;
  const placed = new Date(order.createdAt).getTime();
  if (filter.from && placed < malaysiaDayStart(filter.from)) return false;
  if (filter.to && placed >= malaysiaDayStart(filter.to) + DAY_MS) return false;
  const term = filter.search.trim().toLowerCase();
  if (!term) return true;
  return [order.orderId, order.customerInfo.name, order.customerInfo.email ?? '', order.userName].some((text) =>
    text.toLowerCase().includes(term),
  );
}
