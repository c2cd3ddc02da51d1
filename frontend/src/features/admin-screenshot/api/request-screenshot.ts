import { useMutation } from '@tanstack/react-query';
import type { ScreenshotRequest, ScreenshotView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/tools/screenshots {url, device}: queues a capture (another origin is refused, 400). */
export function requestScreenshot(body: ScreenshotRequest): Promise<ScreenshotView> {
  return api.post<ScreenshotView>('/admin/tools/screenshots', body);
}

export function useRequestScreenshot() {
  return useMutation({ mutationFn: requestScreenshot });
}
