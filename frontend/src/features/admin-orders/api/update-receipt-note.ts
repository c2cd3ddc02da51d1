import type { AdminOrderView, ReceiptAdminNoteRequest } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { receiptQueueKey } from './get-receipt-queue';

/** PUT /api/admin/receipts/{id}/note {note}: the reviewer's note on the receipt ('' clears it); staff only. */
export const updateReceiptNote = ({ orderId, note }: ReceiptAdminNoteRequest & { orderId: string }) =>
  api.put<AdminOrderView>(`/admin/receipts/${encodeURIComponent(orderId)}/note`, { note });

export function useUpdateReceiptNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReceiptNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptQueueKey }),
  });
}
