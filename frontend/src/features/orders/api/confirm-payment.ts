import type { OrderView } from '@kedai/contracts';
import { uploadWithProgress, type UploadProgress } from '@/lib/api-client';

/**
 * POST /api/orders/confirm-payment: attaches a receipt (image or PDF) to an existing order, with the customer's
 * optional note for the reviewer; `onProgress` follows the upload (docs/product/storefront.md#upload-receipt).
 */
export function confirmPayment(
  orderId: string,
  receipt: File,
  options: { note?: string; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<OrderView> {
  const form = new FormData();
  const note = options.note?.trim();
  form.append('orderData', JSON.stringify({ orderId, ...(note && { note }) }));
  form.append('receipt', receipt);
  return uploadWithProgress<OrderView>('/orders/confirm-payment', form, { onProgress: options.onProgress });
}
