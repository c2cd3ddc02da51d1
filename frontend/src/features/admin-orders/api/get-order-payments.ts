import type { AdminOrderPayments } from '@kedai/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrderDetailKey } from './get-admin-order';

/**
 * Under the order's detail key, so every `order:changed` of this order (use-order-events) reloads it with the
 * details: a refund made in another tab, or a webhook, shows without a reload.
 */
export const orderPaymentsKey = (orderId: string) => [...adminOrderDetailKey(orderId), 'payments'] as const;

/** GET /api/admin/payments/orders/{id} (staff): the order's payment events, ledger rows and refunded lines. */
export function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<AdminOrderPayments> {
  return api.get<AdminOrderPayments>(`/admin/payments/orders/${encodeURIComponent(orderId)}`, { signal });
}

export function useOrderPayments(orderId: string) {
  return useQuery({ queryKey: orderPaymentsKey(orderId), queryFn: ({ signal }) => getOrderPayments(orderId, signal) });
}
