import type { OutboundEmailStatus, OutboundEmailView } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const outboxKey = ['admin', 'outbox'] as const;

export interface OutboxFilter {
  search: string;
  status: OutboundEmailStatus | 'all';
}

/** GET /api/admin/outbox?status=&search=: the newest 200 e-mails. */
export function getOutbox(filter: OutboxFilter, signal?: AbortSignal): Promise<OutboundEmailView[]> {
  return api.get<OutboundEmailView[]>('/admin/outbox', {
    query: { search: filter.search.trim() || undefined, status: filter.status === 'all' ? undefined : filter.status },
    signal,
  });
}

export const outboxQueryOptions = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: [...outboxKey, filter],
    queryFn: ({ signal }) => getOutbox(filter, signal),
    placeholderData: keepPreviousData,
    // Delivery happens in the background: follow queued mail until it is sent or fails.
    refetchInterval: (query) => (query.state.data?.some((email) => email.status === 'queued') ? 3_000 : 15_000),
  });

export function useOutbox(filter: OutboxFilter) {
  return useQuery(outboxQueryOptions(filter));
}
