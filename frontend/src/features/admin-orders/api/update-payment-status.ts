import type { AdminOrderView, UpdatePaymentStatusRequest } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { upsertAdminOrder } from './order-cache';

export interface UpdatePaymentStatusInput extends UpdatePaymentStatusRequest {
  orderId: string;
}

/** PUT /api/admin/orders/{id}/payment: pending, paid or failed. */
export function updatePaymentStatus({ orderId, paymentStatus }: UpdatePaymentStatusInput): Promise<AdminOrderView> {
  return api.put<AdminOrderView>(`/admin/orders/${encodeURIComponent(orderId)}/payment`, { paymentStatus });
}

export function paymentStatusErrorMessage(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError && error.message
    ? error.message
    : 'Failed to update payment status';
}

/** Changes the payment status, then the list reloads. */
export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentStatus,
    onSuccess: async (order) => {
      upsertAdminOrder(queryClient, order);
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
