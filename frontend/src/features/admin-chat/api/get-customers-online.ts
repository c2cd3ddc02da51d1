import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSocketEvent } from '@/hooks/use-socket-event';
import { api } from '@/lib/api-client';

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
  useSocketEvent('chat:customer-presence', ({ sessionId, online }) =>
    queryClient.setQueryData<string[]>(customersOnlineKey, (ids = []) =>
      online ? [...new Set([...ids, sessionId])] : ids.filter((id) => id !== sessionId),
    ),
  );
  useSocketEvent('connect', () => void queryClient.invalidateQueries({ queryKey: customersOnlineKey }));
  return useMemo(() => new Set(query.data ?? []), [query.data]);
}
