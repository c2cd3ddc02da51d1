import type { AutoDeliveryOrderView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const autoDeliveryKey = ['admin', 'auto-delivery'] as const;

/** GET /api/admin/auto-delivery: the auto-delivery orders. */
export function getAutoDeliveryOrders(signal?: AbortSignal): Promise<AutoDeliveryOrderView[]> {
  return api.get<AutoDeliveryOrderView[]>('/admin/auto-delivery', { signal });
}

export const autoDeliveryQueryOptions = () =>
  queryOptions({ queryKey: autoDeliveryKey, queryFn: ({ signal }) => getAutoDeliveryOrders(signal) });

export function useAutoDeliveryOrders() {
  return useQuery(autoDeliveryQueryOptions());
}

/** The server's message when it gave one, else our text for that action (docs/product/rules.md#error-messages). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isNetworkError && error.status < 500 && error.message
    ? error.message
    : fallback;
}
