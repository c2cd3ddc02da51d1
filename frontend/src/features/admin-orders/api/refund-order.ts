import type { RefundRequest, RefundResult } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrderDetailKey } from './get-admin-order';
import { adminOrdersKey } from './get-admin-orders';
import { codePoolsKey } from './get-code-pools';
import { orderPaymentsKey } from './get-order-payments';

export interface RefundOrderInput extends RefundRequest {
  orderId: string;
}

/**
 * POST /api/admin/payments/orders/{id}/refund (admins): the whole order (no lines) or chosen lines. Through Stripe
 * for a Stripe payment, recorded as a manual refund for QR and bank payments.
 */
export function refundOrder({ orderId, ...body }: RefundOrderInput): Promise<RefundResult> {
  return api.post<RefundResult>(`/admin/payments/orders/${encodeURIComponent(orderId)}/refund`, body);
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (result) => {
      queryClient.setQueryData(orderPaymentsKey(result.orderId), result.payments);
      // Revoked codes, the timeline line and restocked units: the order and the pools changed too.
      void queryClient.invalidateQueries({ queryKey: adminOrderDetailKey(result.orderId) });
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      void queryClient.invalidateQueries({ queryKey: codePoolsKey });
    },
  });
}
