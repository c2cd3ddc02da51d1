import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REFRESH_MS, type QueueSummary } from '../types';

export const queuesKey = ['admin', 'queues'] as const;

/** GET /api/admin/queues: every queue with its counts by state and paused flag. */
export function getQueues(signal?: AbortSignal): Promise<QueueSummary[]> {
  return api.get<QueueSummary[]>('/admin/queues', { signal });
}

export const queuesQueryOptions = () =>
  queryOptions({ queryKey: queuesKey, queryFn: ({ signal }) => getQueues(signal), refetchInterval: REFRESH_MS });

export function useQueues() {
  return useQuery(queuesQueryOptions());
}
