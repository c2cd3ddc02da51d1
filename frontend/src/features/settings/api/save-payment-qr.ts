import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentQrUpdated } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { paymentQrKey } from './get-payment-qr';

export interface SavePaymentQrInput {
  /** The e-wallet's name shown at checkout ("Pay with …"). */
  label: string;
  /** A new QR image (JPEG or PNG under 2MB); none keeps the current one. */
  image: File | null;
}

/** PUT /api/admin/payment/qr, multipart: the label and, when chosen, a new image. */
export function savePaymentQr({ label, image }: SavePaymentQrInput): Promise<PaymentQrUpdated> {
  const form = new FormData();
  form.append('label', label);
  if (image) form.append('image', image, image.name);
  return api.put<PaymentQrUpdated>('/admin/payment/qr', form);
}

export function useSavePaymentQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentQr,
    onSuccess: (saved) => queryClient.setQueryData(paymentQrKey, saved),
  });
}
