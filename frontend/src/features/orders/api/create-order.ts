import type { CheckoutOrderData, OrderView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** POST /api/orders: multipart `receipt` + `orderData` JSON; the server prices the order. */
export function createOrder(orderData: CheckoutOrderData, receipt: File): Promise<OrderView> {
  const form = new FormData();
  form.append('orderData', JSON.stringify(orderData));
  form.append('receipt', receipt);
  return api.post<OrderView>('/orders', form);
}
