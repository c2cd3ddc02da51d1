import type { OrderView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** POST /api/orders/confirm-payment: attaches a receipt (image or PDF) to an existing order. */
export function confirmPayment(orderId: string, receipt: File): Promise<OrderView> {
  const form = new FormData();
  form.append('orderData', JSON.stringify({ orderId }));
  form.append('receipt', receipt);
  return api.post<OrderView>('/orders/confirm-payment', form);
}
