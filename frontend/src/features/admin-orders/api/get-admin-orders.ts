import {
  adminOrderMatches,
  type AdminOrderList,
  type AdminOrderView,
  type OrderStatus,
  type PaymentStatus,
} from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import { shopTimeZone } from '@/lib/shop-time-zone';

export const adminOrdersKey = ['admin', 'orders'] as const;
export const adminOrderListsKey = [...adminOrdersKey, 'list'] as const;

export const ORDER_PAGE_SIZE = 50;

export interface AdminOrderFilter {
  search: string;
  status: OrderStatus | 'all';
  paymentStatus: PaymentStatus | 'all';
  /** YYYY-MM-DD (a calendar day on the shop's clock, inclusive) or ''. */
  from: string;
  /** YYYY-MM-DD (a calendar day on the shop's clock, inclusive) or ''. */
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

/** Whether an order belongs in a list shown with this filter: the server's own rule (@kedai/contracts). */
export function orderMatchesFilter(order: AdminOrderView, filter: AdminOrderFilter): boolean {
  return adminOrderMatches(order, filter, shopTimeZone());
}
