import type { OrderRecord } from '../../orders/read/order-record';

const HOUR_MS = 60 * 60 * 1000;

/** The last part of the auto-cancel window in which an unpaid order is flagged: its last quarter, at least an hour. */
export const riskPeriodMs = (windowHours: number) =>
  Math.min(windowHours * HOUR_MS, Math.max((windowHours * HOUR_MS) / 4, HOUR_MS));

type RiskFacts = Pick<OrderRecord, 'createdAt' | 'status' | 'paymentStatus' | 'receiptStorageKey' | 'receiptReview'>;

/** When an unpaid order is cancelled (created + the settings' cancellation hours); null once it is paid or closed. */
export function cancelsAt(order: RiskFacts, windowHours: number): Date | null {
  if (order.status !== 'pending' || order.paymentStatus !== 'pending') return null;
  return new Date(order.createdAt.getTime() + windowHours * HOUR_MS);
}

/**
 * At risk: an unpaid order whose receipt is missing or was rejected, in the last part of its auto-cancel window
 * (or past it, not yet cancelled). The reviewer chases these before the order is cancelled.
 */
export function paymentAtRisk(order: RiskFacts, windowHours: number, now = Date.now()): boolean {
  const due = cancelsAt(order, windowHours);
  if (!due) return false;
  if (order.receiptStorageKey && order.receiptReview !== 'rejected') return false;
  return now >= due.getTime() - riskPeriodMs(windowHours);
}
