import type { InboundEmailStatus, InboundEmailView } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const inboundEmailsKey = ['admin', 'inbound-emails'] as const;

/** GET /api/admin/channels/email/inbound?status=: the newest 100 inbound e-mails and what became of them. */
export function getInboundEmails(status: InboundEmailStatus | 'all', signal?: AbortSignal) {
  return api.get<InboundEmailView[]>('/admin/channels/email/inbound', {
    query: { status: status === 'all' ? undefined : status },
    signal,
  });
}

export const inboundEmailsQueryOptions = (status: InboundEmailStatus | 'all') =>
  queryOptions({
    queryKey: [...inboundEmailsKey, status],
    queryFn: ({ signal }) => getInboundEmails(status, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

export function useInboundEmails(status: InboundEmailStatus | 'all') {
  return useQuery(inboundEmailsQueryOptions(status));
}
