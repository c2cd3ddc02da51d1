import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REFRESH_MS, type JobDetail } from '../types';
import { queuesKey } from './get-queues';

/** GET /api/admin/queues/{queue}/jobs/{jobId}: data, options, attempts, errors and logs. */
export function getQueueJob(queue: string, jobId: string, signal?: AbortSignal): Promise<JobDetail> {
  return api.get<JobDetail>(`/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}`, {
    signal,
  });
}

export const queueJobQueryOptions = (queue: string, jobId: string) =>
  queryOptions({
    queryKey: [...queuesKey, queue, 'job', jobId],
    queryFn: ({ signal }) => getQueueJob(queue, jobId, signal),
    refetchInterval: REFRESH_MS,
    retry: false,
  });

export function useQueueJob(queue: string, jobId: string | null) {
  return useQuery({ ...queueJobQueryOptions(queue, jobId ?? ''), enabled: Boolean(jobId) });
}
