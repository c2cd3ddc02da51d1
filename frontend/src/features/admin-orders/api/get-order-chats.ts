import type { OrderChats } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/chat/order-chats?orderIds=: the newest chat of each listed order's customer (for "Open chat"). */
export async function getOrderChats(orderIds: string[], signal?: AbortSignal): Promise<Record<string, string>> {
  if (orderIds.length === 0) return {};
  const { chats } = await api.get<OrderChats>('/admin/chat/order-chats', {
    query: { orderIds: orderIds.join(',') },
    signal,
  });
  return chats;
}

export function useOrderChats(orderIds: string[]) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'orders', 'chats', orderIds.join(',')],
      queryFn: ({ signal }) => getOrderChats(orderIds, signal),
      enabled: orderIds.length > 0,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}
