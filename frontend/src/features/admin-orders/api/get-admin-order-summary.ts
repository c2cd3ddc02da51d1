import type { AdminOrderSummary } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrdersKey, filterQuery, type AdminOrderFilter } from './get-admin-orders';

/** Under adminOrdersKey, so every change that reloads the lists reloads the stats too. */
export const adminOrderSummaryKey = [...adminOrdersKey, 'summary'] as const;

export type AdminOrderSummaryFilter = Omit<AdminOrderFilter, 'page'>;

/** GET /api/admin/orders/summary with the list's filters: Total Orders, Pending, Revenue (RM string), Delivered. */
export function getAdminOrderSummary(filter: AdminOrderSummaryFilter, signal?: AbortSignal) {
  return api.get<AdminOrderSummary>('/admin/orders/summary', { query: filterQuery(filter), signal });
}

export const adminOrderSummaryQueryOptions = (filter: AdminOrderSummaryFilter) =>
  queryOptions({
    queryKey: [...adminOrderSummaryKey, filter],
    queryFn: ({ signal }) => getAdminOrderSummary(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminOrderSummary(filter: AdminOrderSummaryFilter) {
  return useQuery(adminOrderSummaryQueryOptions(filter));
}
