import { MAX_RECEIPT_BYTES } from '@kedai/contracts';
import { ApiError } from '@/lib/api-client';

export { MAX_RECEIPT_BYTES };

export const RECEIPT_TYPE_MESSAGE = 'Please upload only JPEG or PNG images.';
export const RECEIPT_SIZE_MESSAGE = 'File size must be less than 5MB.';
export const RECEIPT_MISSING_MESSAGE = 'Please upload your payment receipt first';

/** Checkout's picker rule (the server checks the content again). */
export function checkCheckoutReceipt(file: File): string | null {
  if (!['image/jpeg', 'image/png'].includes(file.type)) return RECEIPT_TYPE_MESSAGE;
  if (file.size >= MAX_RECEIPT_BYTES) return RECEIPT_SIZE_MESSAGE;
  return null;
}

/**
 * Receipt upload errors, by kind (docs/product/rules.md#error-messages): the words are in the `orders` catalogue
 * (`upload.errors.<kind>`), which the receipt page and checkout load.
 */
export type UploadErrorKind = 'failed' | 'timeout' | 'network' | 'fileTooLarge' | 'notFound' | 'server';

/** What went wrong with an upload: one of the kinds above, or the server's own message. */
export type UploadProblem = { kind: UploadErrorKind } | { message: string };

/** Sorts an upload failure into one of those kinds. */
export function uploadProblem(error: unknown): UploadProblem {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.code === 'timeout') return { kind: 'timeout' };
  if (error.isNetworkError) return { kind: 'network' };
  if (error.status === 413) return error.code ? { message: error.message } : { kind: 'fileTooLarge' };
  if (error.status === 404 && !error.code) return { kind: 'notFound' };
  if (error.status >= 500) return { kind: 'server' };
  return error.message ? { message: error.message } : { kind: 'failed' };
}
