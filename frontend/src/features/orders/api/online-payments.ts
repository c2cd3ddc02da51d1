import type { GatewayMethodsInfo, OrderPaymentState } from '@kedai/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/payments/methods: the online methods (card, FPX, GrabPay) the shop can take now. */
export function useGatewayMethods() {
  return useQuery({
    queryKey: ['payments', 'methods'],
    queryFn: ({ signal }) => api.get<GatewayMethodsInfo>('/payments/methods', { signal }),
    staleTime: 60_000,
  });
}

export const paymentStateKey = (orderId: string) => ['payments', 'order', orderId] as const;

/** GET /api/payments/orders/{orderId}?token=…: where a gateway order's payment stands (live via order:updated). */
export function usePaymentState(orderId: string, token: string) {
  return useQuery({
    queryKey: paymentStateKey(orderId),
    queryFn: ({ signal }) =>
      api.get<OrderPaymentState>(`/payments/orders/${encodeURIComponent(orderId)}`, {
        signal,
        query: { token },
        onUnauthorized: 'ignore',
      }),
    retry: false,
  });
}

/** POST /api/payments/orders/{orderId}/restart: a fresh payment page for an unpaid gateway order. */
export const restartPayment = (orderId: string, token: string) =>
  api.post<OrderPaymentState>(`/payments/orders/${encodeURIComponent(orderId)}/restart`, { token });
