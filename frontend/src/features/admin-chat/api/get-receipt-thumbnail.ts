import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/**
 * GET /api/admin/orders/{id}/receipt as a blob (staff only, so fetched with the bearer token, not an <img src>).
 * Null when the order has none or it cannot be read: the sidebar then shows no thumbnail.
 */
export async function getReceiptThumbnail(orderId: string, signal?: AbortSignal): Promise<Blob | null> {
  const token = getToken();
  const response = await fetch(`${API_BASE}/admin/orders/${encodeURIComponent(orderId)}/receipt`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    signal,
  });
  return response.ok ? response.blob() : null;
}

export function useReceiptThumbnail(orderId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'chat', 'receipt-thumbnail', orderId],
      queryFn: ({ signal }) => getReceiptThumbnail(orderId, signal),
      enabled,
      retry: false,
      staleTime: 5 * 60_000,
    }),
  );
}
