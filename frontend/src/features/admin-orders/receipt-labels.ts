import type { ReceiptReviewStatus } from '@kedai/contracts';
import type { TFunction } from 'i18next';
import type { Tone } from './order-labels';

export const REVIEW_STATUSES: ReceiptReviewStatus[] = ['pending', 'verified', 'rejected'];

export const reviewTone: Record<ReceiptReviewStatus, Tone> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

/** "just now", "5 min ago", "3 h ago", "2 days ago": how long a receipt has waited. */
export function timeSince(iso: string | null, t: TFunction<'admin-fulfilment'>, now = Date.now()): string {
  if (!iso) return '-';
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return t('receipts.waited.justNow');
  if (minutes < 60) return t('receipts.waited.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('receipts.waited.hours', { hours });
  return t('receipts.waited.days', { count: Math.floor(hours / 24) });
}

/** One name per payment method, shared with checkout and the server (@kedai/contracts). */
export { paymentMethodLabel } from '@kedai/contracts';
