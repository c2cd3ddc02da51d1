import type { MyOrdersQuery, MyOrdersView } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/me/orders: the stats, and the page of orders matching the filter. */
export const getMyOrders = (query: MyOrdersQuery = {}, signal?: AbortSignal) =>
  api.get<MyOrdersView>('/me/orders', { query: { ...query }, signal });

export const myOrdersQuery = (query: MyOrdersQuery = {}) =>
  queryOptions({
    queryKey: ['my-orders', query],
    queryFn: ({ signal }) => getMyOrders(query, signal),
    // The list stays on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });

export const useMyOrders = (query: MyOrdersQuery = {}) => useQuery(myOrdersQuery(query));
