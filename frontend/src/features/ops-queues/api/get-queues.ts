import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LiveWorker } from '@kedai/contracts';
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

/** GET /api/admin/workers: the worker processes whose heartbeat is alive. */
export function useLiveWorkers() {
  return useQuery({
    queryKey: [...queuesKey, 'workers'],
    queryFn: ({ signal }) => api.get<LiveWorker[]>('/admin/workers', { signal }),
    refetchInterval: REFRESH_MS,
  });
}
