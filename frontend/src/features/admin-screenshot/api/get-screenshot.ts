import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreenshotView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { screenshotsKey } from './get-screenshot-setup';

/** GET /api/admin/tools/screenshots/{jobId}: state and progress, polled until the capture ends. */
export function getScreenshot(jobId: string, signal?: AbortSignal): Promise<ScreenshotView> {
  return api.get<ScreenshotView>(`/admin/tools/screenshots/${encodeURIComponent(jobId)}`, { signal });
}

export const screenshotQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...screenshotsKey, 'job', jobId],
    queryFn: ({ signal }) => getScreenshot(jobId, signal),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : 400;
    },
    retry: false,
  });

export function useScreenshot(jobId: string | null) {
  return useQuery({ ...screenshotQueryOptions(jobId ?? ''), enabled: Boolean(jobId) });
}
