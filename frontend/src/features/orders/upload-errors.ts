import { ApiError } from '@/lib/api-client';

export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPE_MESSAGE = 'Please upload only JPEG or PNG images.';
export const RECEIPT_SIZE_MESSAGE = 'File size must be less than 5MB.';
export const RECEIPT_MISSING_MESSAGE = 'Please upload your payment receipt first';

/** Checkout's picker rule (the server checks the content again). */
export function checkCheckoutReceipt(file: File): string | null {
  if (!['image/jpeg', 'image/png'].includes(file.type)) return RECEIPT_TYPE_MESSAGE;
  if (file.size >= MAX_RECEIPT_BYTES) return RECEIPT_SIZE_MESSAGE;
  return null;
}

/** Storefront §8 upload errors. */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Upload failed';
  if (error.code === 'timeout') return 'Upload timeout';
  if (error.isNetworkError) return 'Network error - check connection';
  if (error.status === 413) return error.code ? error.message : 'File too large';
  if (error.status === 404 && !error.code) return 'Server endpoint not found';
  if (error.status >= 500) return 'Server error';
  return error.message || 'Upload failed';
}
