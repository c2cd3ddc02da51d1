import type { CheckoutOrderData, CreateOrderResult } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/orders: multipart `orderData` JSON and, for a manual method, the `receipt`; the server prices the
 * order. For card, FPX or GrabPay the answer's `payment.redirectUrl` is the provider's page.
 */
export function createOrder(orderData: CheckoutOrderData, receipt: File | null): Promise<CreateOrderResult> {
  const form = new FormData();
  form.append('orderData', JSON.stringify(orderData));
  if (receipt) form.append('receipt', receipt);
  return api.post<CreateOrderResult>('/orders', form);
}
