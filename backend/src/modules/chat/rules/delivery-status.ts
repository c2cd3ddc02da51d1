import type { MessageDeliveryStatus } from '@kedai/contracts';

const ORDER: Record<Exclude<MessageDeliveryStatus, 'failed'>, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
};

/**
 * Whether a reported status moves a message on. Providers report out of order and more than once, so a status
 * only moves forward (read never goes back to delivered). "failed" ends a message not yet delivered; a later
 * report that it was sent, delivered or read wins over a failure (a send we gave up on as "not known" did arrive).
 */
export function deliveryMoves(current: MessageDeliveryStatus | null, next: MessageDeliveryStatus): boolean {
  if (current === next) return false;
  if (next === 'failed') return current === null || current === 'queued' || current === 'sending' || current === 'sent';
  if (current === null || current === 'failed') return true;
  return ORDER[next] > ORDER[current];
}
