import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REFRESH_MS, type JobPage, type JobState } from '../types';
import { queuesKey } from './get-queues';

export const PAGE_SIZE = 20;

/** GET /api/admin/queues/{queue}/jobs?state=&page=&pageSize= */
export function getQueueJobs(queue: string, state: JobState, page: number, signal?: AbortSignal): Promise<JobPage> {
  return api.get<JobPage>(`/admin/queues/${encodeURIComponent(queue)}/jobs`, {
    query: { state, page, pageSize: PAGE_SIZE },
    signal,
  });
}

export const queueJobsQueryOptions = (queue: string, state: JobState, page: number) =>
  queryOptions({
    queryKey: [...queuesKey, queue, 'jobs', { state, page }],
    queryFn: ({ signal }) => getQueueJobs(queue, state, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function useQueueJobs(queue: string, state: JobState, page: number) {
  return useQuery(queueJobsQueryOptions(queue, state, page));
}
