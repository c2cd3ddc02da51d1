import type { ChatCustomerOrders } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const customerOrdersKey = (sessionId: string) => ['admin', 'chat', 'customer-orders', sessionId] as const;

/**
 * GET /api/admin/chat/sessions/{id}/orders: the chat customer's orders (by account, and by the e-mails and
 * order ids given in the chat), as the Orders screen shows them.
 */
export function getCustomerOrders(sessionId: string, signal?: AbortSignal): Promise<ChatCustomerOrders> {
  return api.get<ChatCustomerOrders>(`/admin/chat/sessions/${encodeURIComponent(sessionId)}/orders`, { signal });
}

export function useCustomerOrders(sessionId: string) {
  return useQuery(
    queryOptions({
      queryKey: customerOrdersKey(sessionId),
      queryFn: ({ signal }) => getCustomerOrders(sessionId, signal),
    }),
  );
}
