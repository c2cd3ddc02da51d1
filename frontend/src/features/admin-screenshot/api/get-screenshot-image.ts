import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { i18n } from '@/lib/i18n/i18n';
import { screenshotsKey } from './get-screenshot-setup';

/**
 * GET /api/admin/tools/screenshots/{jobId}/image: the PNG, fetched with the bearer token as a blob (the
 * api client reads JSON and text only) for the preview, Download and Copy.
 */
export interface ScreenshotImage {
  blob: Blob;
  /** An object URL of the blob for the preview; revoked by the screen when it clears the capture. */
  url: string;
}

export async function getScreenshotImage(jobId: string, signal?: AbortSignal): Promise<ScreenshotImage> {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/tools/screenshots/${encodeURIComponent(jobId)}/image`, {
      headers,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error - check connection' });
  }
  if (!response.ok) {
    let message = i18n.t('screenshot.imageLoadFailed', { ns: 'admin', status: response.status });
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // Not JSON: keep the message above.
    }
    throw new ApiError({ status: response.status, message });
  }
  const blob = await response.blob();
  return { blob, url: URL.createObjectURL(blob) };
}

export function useScreenshotImage(jobId: string | null, ready: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...screenshotsKey, 'image', jobId ?? ''],
      queryFn: ({ signal }) => getScreenshotImage(jobId ?? '', signal),
      staleTime: Infinity,
      retry: false,
    }),
    enabled: Boolean(jobId) && ready,
  });
}
