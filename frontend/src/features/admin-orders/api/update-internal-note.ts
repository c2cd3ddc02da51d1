import type { AdminOrderView } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { upsertAdminOrder } from './order-cache';

/** PUT /api/admin/orders/{id}/note: staff's internal note (empty clears it); on the timeline, never to the customer. */
export function updateInternalNote({ orderId, note }: { orderId: string; note: string }): Promise<AdminOrderView> {
  return api.put<AdminOrderView>(`/admin/orders/${encodeURIComponent(orderId)}/note`, { note });
}

export function useUpdateInternalNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInternalNote,
    onSuccess: async (order) => {
      upsertAdminOrder(queryClient, order);
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
