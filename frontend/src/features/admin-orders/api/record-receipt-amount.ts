import type { AdminOrderView, RecordReceiptAmountRequest } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { receiptQueueKey } from './get-receipt-queue';

/** PUT /api/admin/receipts/{id}/amount {amount}: the amount read on the receipt ('' clears it). */
export const recordReceiptAmount = ({ orderId, amount }: RecordReceiptAmountRequest & { orderId: string }) =>
  api.put<AdminOrderView>(`/admin/receipts/${encodeURIComponent(orderId)}/amount`, { amount });

export function useRecordReceiptAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReceiptAmount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptQueueKey }),
  });
}
