import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderInspection } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const inspectionKey = (orderId: string) => ['admin', 'tools', 'inspection', orderId] as const;

/** GET /api/admin/tools/orders/{orderId}/inspection: the order with its jobs, e-mails and stored rows. */
export function getOrderInspection(orderId: string, signal?: AbortSignal): Promise<OrderInspection> {
  return api.get<OrderInspection>(`/admin/tools/orders/${encodeURIComponent(orderId)}/inspection`, { signal });
}

export const orderInspectionQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: inspectionKey(orderId),
    queryFn: ({ signal }) => getOrderInspection(orderId, signal),
    retry: false,
  });

export function useOrderInspection(orderId: string) {
  return useQuery(orderInspectionQueryOptions(orderId));
}
