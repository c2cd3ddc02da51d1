import type { OrderReceiptDocument } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, api } from '@/lib/api-client';

/** GET /api/orders/{orderId}/receipt: the owner (signed in) or anyone with the order's access token. */
export const getOrderReceipt = (orderId: string, token: string | null) =>
  api.get<OrderReceiptDocument>(`/orders/${encodeURIComponent(orderId)}/receipt`, {
    query: { token: token || undefined },
    onUnauthorized: 'ignore',
  });

export const orderReceiptQuery = (orderId: string, token: string | null) =>
  queryOptions({
    queryKey: ['order-receipt', orderId, token ?? ''],
    queryFn: () => getOrderReceipt(orderId, token),
    retry: false,
  });

export const useOrderReceipt = (orderId: string, token: string | null) =>
  useQuery({ ...orderReceiptQuery(orderId, token), enabled: Boolean(orderId) });

/** The PDF of the receipt, made by the server; the access token lets a plain link download it. */
export const orderReceiptPdfUrl = (orderId: string, token: string) =>
  `${API_BASE}/orders/${encodeURIComponent(orderId)}/receipt.pdf?${new URLSearchParams({ token }).toString()}`;
