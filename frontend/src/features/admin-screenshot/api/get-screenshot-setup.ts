import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreenshotSetup } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const screenshotsKey = ['admin', 'tools', 'screenshots'] as const;

/** GET /api/admin/tools/screenshots/setup: the shop's origin and whether the server has a Chromium. */
export function getScreenshotSetup(signal?: AbortSignal): Promise<ScreenshotSetup> {
  return api.get<ScreenshotSetup>('/admin/tools/screenshots/setup', { signal });
}

export const screenshotSetupQueryOptions = () =>
  queryOptions({ queryKey: [...screenshotsKey, 'setup'], queryFn: ({ signal }) => getScreenshotSetup(signal) });

export function useScreenshotSetup() {
  return useQuery(screenshotSetupQueryOptions());
}
