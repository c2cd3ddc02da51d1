import type { AdminOrderView, UpdateSuspiciousRequest } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { upsertAdminOrder } from './order-cache';

export interface UpdateSuspiciousInput extends UpdateSuspiciousRequest {
  orderId: string;
}

/** PUT /api/admin/orders/{id}/suspicious: mark the order suspicious, or verified again. */
export function updateSuspicious({ orderId, isSuspicious }: UpdateSuspiciousInput): Promise<AdminOrderView> {
  return api.put<AdminOrderView>(`/admin/orders/${encodeURIComponent(orderId)}/suspicious`, { isSuspicious });
}

export const suspiciousSuccessMessage = (isSuspicious: boolean) =>
  isSuspicious ? 'Order marked as suspicious' : 'Order marked as verified';

export const suspiciousErrorMessage = (error: unknown) => errorMessage(error, 'Failed to update the order flag');

/** Flags the order, then the list reloads. */
export function useUpdateSuspicious() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSuspicious,
    onSuccess: async (order) => {
      upsertAdminOrder(queryClient, order);
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
