import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError, errorMessage } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { adminOrdersKey } from './get-admin-orders';

export const NO_RECEIPT_MESSAGE = 'This order does not have a payment receipt uploaded.';

export interface ReceiptFile {
  blob: Blob;
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      return encoded[1];
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * GET /api/admin/orders/{id}/receipt[?download=1]: the receipt file, admin only, so it is fetched with
 * the bearer token as a blob (the api client reads JSON and text only) and shown through an object URL.
 */
export async function getReceiptFile(orderId: string, download = false, signal?: AbortSignal): Promise<ReceiptFile> {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${API_BASE}/admin/orders/${encodeURIComponent(orderId)}/receipt${download ? '?download=1' : ''}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error - check connection' });
  }
  if (!response.ok) {
    let message = response.status === 404 ? NO_RECEIPT_MESSAGE : `Request failed with status ${response.status}`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // Not JSON: keep the message above.
    }
    throw new ApiError({ status: response.status, message });
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** `version` (e.g. the upload time) makes a replaced receipt a new cache entry. */
export const receiptFileQueryOptions = (orderId: string, version: string | null = null) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'receipt-file', orderId, version],
    queryFn: ({ signal }) => getReceiptFile(orderId, false, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useReceiptFile(orderId: string, enabled: boolean, version: string | null = null) {
  return useQuery({ ...receiptFileQueryOptions(orderId, version), enabled });
}

export const receiptErrorMessage = (error: unknown) => errorMessage(error, 'Failed to load receipt data');
