import type { ReceiptReviewStatus } from '@kedai/contracts';
import type { Tone } from './order-labels';

export const REVIEW_STATUSES: ReceiptReviewStatus[] = ['pending', 'verified', 'rejected'];

export const reviewTone: Record<ReceiptReviewStatus, Tone> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

/** "just now", "5 min", "3 h", "2 days": how long a receipt has waited. */
export function timeSince(iso: string | null, now = Date.now()): string {
  if (!iso) return '-';
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** One name per payment method, shared with checkout and the server (@kedai/contracts). */
export { paymentMethodLabel } from '@kedai/contracts';
