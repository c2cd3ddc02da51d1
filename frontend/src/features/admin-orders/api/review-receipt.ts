import type { AdminOrderView, RejectReceiptRequest } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { receiptQueueKey } from './get-receipt-queue';
import { upsertAdminOrder } from './order-cache';

/** POST /api/admin/receipts/{id}/verify: the payment is confirmed (the order moves on to paid). */
export const verifyReceipt = (orderId: string) =>
  api.post<AdminOrderView>(`/admin/receipts/${encodeURIComponent(orderId)}/verify`);

/** POST /api/admin/receipts/{id}/reject {reason}: the customer is asked for a new receipt. */
export const rejectReceipt = ({ orderId, reason }: RejectReceiptRequest & { orderId: string }) =>
  api.post<AdminOrderView>(`/admin/receipts/${encodeURIComponent(orderId)}/reject`, { reason });

function useReviewMutation<I>(mutationFn: (input: I) => Promise<AdminOrderView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (order) => {
      upsertAdminOrder(queryClient, order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: receiptQueueKey }),
        queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
      ]);
    },
  });
}

export const useVerifyReceipt = () => useReviewMutation(verifyReceipt);
export const useRejectReceipt = () => useReviewMutation(rejectReceipt);
