import type { ChatCustomerPresence } from '@kedai/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '@/lib/api-client';
import { getSocket } from '@/lib/socket-client';

export const customersOnlineKey = ['admin', 'chat', 'customers-online'] as const;

/** GET /api/admin/chat/customers-online: the conversations whose customer is connected now (any API process). */
export async function getCustomersOnline(signal?: AbortSignal): Promise<string[]> {
  const { sessionIds } = await api.get<{ sessionIds: string[] }>('/admin/chat/customers-online', { signal });
  return sessionIds;
}

/** The online conversations' ids, kept live by `chat:customer-presence` and fetched again after a reconnect. */
export function useCustomersOnline(): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const query = useQuery(
    queryOptions({ queryKey: customersOnlineKey, queryFn: ({ signal }) => getCustomersOnline(signal) }),
  );
  useEffect(() => {
    const socket = getSocket();
    const onPresence = ({ sessionId, online }: ChatCustomerPresence) =>
      queryClient.setQueryData<string[]>(customersOnlineKey, (ids = []) =>
        online ? [...new Set([...ids, sessionId])] : ids.filter((id) => id !== sessionId),
      );
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: customersOnlineKey });
    socket.on('chat:customer-presence', onPresence);
    socket.on('connect', onConnect);
    return () => {
      socket.off('chat:customer-presence', onPresence);
      socket.off('connect', onConnect);
    };
  }, [queryClient]);
  return useMemo(() => new Set(query.data ?? []), [query.data]);
}
