import { queryOptions, useQuery } from '@tanstack/react-query';
import { getToken } from '@/lib/auth-storage';

/**
 * A file a customer sent on WhatsApp (GET /api/admin/channels/media/{messageId}) as a blob: staff only, so
 * fetched with the bearer token, not an <img src>. Null when it cannot be read.
 */
export async function getChatMedia(url: string, signal?: AbortSignal): Promise<Blob | null> {
  const token = getToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    signal,
  });
  return response.ok ? response.blob() : null;
}

export function useChatMedia(url: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'chat', 'media', url],
      queryFn: ({ signal }) => getChatMedia(url, signal),
      retry: false,
      staleTime: 30 * 60_000,
    }),
  );
}
