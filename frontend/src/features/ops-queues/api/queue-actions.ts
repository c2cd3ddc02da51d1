import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '@/lib/api-client';
import type { JobState } from '../types';
import { queuesKey } from './get-queues';

const base = (queue: string) => `/admin/queues/${encodeURIComponent(queue)}`;
const jobPath = (queue: string, jobId: string) => `${base(queue)}/jobs/${encodeURIComponent(jobId)}`;

export type QueueAction =
  | { kind: 'retry' | 'promote' | 'remove'; queue: string; jobId: string }
  | { kind: 'clean'; queue: string; state: JobState; graceMs: number }
  | { kind: 'pause' | 'resume'; queue: string }
  | { kind: 'retry-failed'; queue: string };

/**
 * POST .../jobs/{id}/retry, POST .../jobs/{id}/promote, DELETE .../jobs/{id},
 * POST .../clean {state, graceMs}, POST .../pause, POST .../resume.
 */
export function runQueueAction(action: QueueAction): Promise<unknown> {
  switch (action.kind) {
    case 'retry':
    case 'promote':
      return api.post(`${jobPath(action.queue, action.jobId)}/${action.kind}`);
    case 'remove':
      return api.delete(jobPath(action.queue, action.jobId));
    case 'clean':
      return api.post(`${base(action.queue)}/clean`, { state: action.state, graceMs: action.graceMs });
    case 'pause':
    case 'resume':
      return api.post(`${base(action.queue)}/${action.kind}`);
    case 'retry-failed':
      return api.post(`${base(action.queue)}/failed/retry`);
  }
}

/** The server's reason for a refused action, else `fallback`. */
export function queueActionErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isNetworkError && error.message ? error.message : fallback;
}

/** Runs an action, then refreshes every queue view. */
export function useQueueAction(onError?: (message: string) => void) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runQueueAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queuesKey }),
    onError: (error) => onError?.(queueActionErrorMessage(error, t('queues.actionFailed'))),
  });
}
