import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentQrUpdated } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const paymentQrKey = ['admin', 'payment-qr'] as const;

/** GET /api/admin/payment/qr: the checkout QR's label, whether it is the default, its type and size. */
export function getPaymentQr(signal?: AbortSignal): Promise<PaymentQrUpdated> {
  return api.get<PaymentQrUpdated>('/admin/payment/qr', { signal });
}

export const paymentQrQueryOptions = () =>
  queryOptions({ queryKey: paymentQrKey, queryFn: ({ signal }) => getPaymentQr(signal) });

export function usePaymentQr() {
  return useQuery(paymentQrQueryOptions());
}
