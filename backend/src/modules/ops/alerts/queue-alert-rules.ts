import { QUEUE_ALERT_METRICS, type QueueAlertMetric, type QueueAlertThresholds } from '@kedai/contracts';

export interface MeasuredQueue {
  name: string;
  depth: number;
  oldestWaitingSeconds: number;
  failedLastHour: number;
}

export interface AlertKey {
  queue: string;
  metric: QueueAlertMetric;
}

export interface AlertChanges {
  /** Above the threshold and not raised yet: raise once. */
  raise: (AlertKey & { threshold: number; value: number })[];
  /** Raised, and now at or under the threshold (or no longer watched): clear once, with a "recovered" notice. */
  clear: (AlertKey & { value: number })[];
}

/**
 * What changes on this check: alerts to raise and alerts to clear. Above the threshold raises; at or under it
 * clears. A raised alert stays raised (no new notice) while the value stays above.
 */
export function queueAlertChanges(
  queues: MeasuredQueue[],
  thresholds: QueueAlertThresholds[],
  open: AlertKey[],
): AlertChanges {
  const limits = new Map(thresholds.map((row) => [row.queue, row]));
  const isOpen = (queue: string, metric: QueueAlertMetric) =>
    open.some((alert) => alert.queue === queue && alert.metric === metric);
  const changes: AlertChanges = { raise: [], clear: [] };
  for (const queue of queues) {
    for (const metric of QUEUE_ALERT_METRICS) {
      const threshold = limits.get(queue.name)?.[metric] ?? null;
      const value = queue[metric];
      const above = threshold !== null && value > threshold;
      if (above && !isOpen(queue.name, metric)) changes.raise.push({ queue: queue.name, metric, threshold, value });
      if (!above && isOpen(queue.name, metric)) changes.clear.push({ queue: queue.name, metric, value });
    }
  }
  return changes;
}

const METRIC_TEXT: Record<QueueAlertMetric, string> = {
  depth: 'jobs waiting',
  oldestWaitingSeconds: 'seconds the oldest job has waited',
  failedLastHour: 'jobs failed in the last hour',
};

/** "fulfilment: 120 jobs waiting (threshold 100)". */
export function alertText(alert: AlertKey & { value: number; threshold?: number }): string {
  const threshold = alert.threshold === undefined ? '' : ` (threshold ${alert.threshold})`;
  return `${alert.queue}: ${alert.value} ${METRIC_TEXT[alert.metric]}${threshold}`;
}
