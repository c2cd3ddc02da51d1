import type { AdminOrderDetail } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

export const adminOrderDetailKey = (orderId: string) => [...adminOrdersKey, 'detail', orderId] as const;

/** GET /api/admin/orders/{id}: one order with its receipt data and timeline ({id} = orderId or `_id`). */
export function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return api.get<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderId)}`, { signal });
}

export const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminOrderDetailKey(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
  });

export function useAdminOrder(orderId: string | null) {
  return useQuery({ ...adminOrderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}
