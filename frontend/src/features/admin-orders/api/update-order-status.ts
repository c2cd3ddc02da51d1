import type { AdminOrderView, UpdateOrderStatusRequest } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { upsertAdminOrder } from './order-cache';

export interface UpdateOrderStatusInput extends UpdateOrderStatusRequest {
  orderId: string;
}

/** PUT /api/admin/orders/{id}/status: any of the six statuses (docs/product/orders.md#order-statuses). */
export function updateOrderStatus({ orderId, status }: UpdateOrderStatusInput): Promise<AdminOrderView> {
  return api.put<AdminOrderView>(`/admin/orders/${encodeURIComponent(orderId)}/status`, { status });
}

export function orderStatusErrorMessage(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError && error.message
    ? error.message
    : 'Failed to update order status';
}

/** Changes the status, then the list reloads. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async (order) => {
      upsertAdminOrder(queryClient, order);
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
