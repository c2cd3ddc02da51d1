import type { FulfilmentStep, OrderTimelineEntry } from '@kedai/contracts';

const STEPS: readonly FulfilmentStep[] = [
  'send-guide',
  'activate',
  'trigger-delivery',
  'auto-ship',
  'send-installation',
];

/** The queue and job name a job id of ours stands for: ids are "<name>.<key>…" (core/queue jobId()). */
export function jobKindOf(id: string): { queue: string; name: string } | null {
  const name = id.split('.', 1)[0] ?? '';
  if ((STEPS as readonly string[]).includes(name)) return { queue: 'fulfilment', name };
  if (name === 'cancel-unpaid' || name === 'end-rental') return { queue: 'maintenance', name };
  if (name === 'email') return { queue: 'notifications', name: 'send-email' };
  return null;
}

export const isFulfilmentStep = (name: string): name is FulfilmentStep => (STEPS as readonly string[]).includes(name);

/** Timeline actions that say a job's work did not happen. */
export const isFailureAction = (action: string) =>
  action === 'delivery_failed' || action.endsWith('_failed') || action.endsWith('_refused');

/** What a job's own lines on the timeline say: its last action and, when that is a failure, the reason. */
export function outcomeOf(
  jobId: string,
  timeline: OrderTimelineEntry[],
): { lastAction: string | null; lastAt: string | null; error: string | null } {
  const lines = timeline.filter((entry) => entry.jobId === jobId);
  const last = lines[lines.length - 1];
  if (!last) return { lastAction: null, lastAt: null, error: null };
  const reason = typeof last.details.reason === 'string' ? last.details.reason : null;
  return {
    lastAction: last.action,
    lastAt: last.at,
    error: isFailureAction(last.action) ? (reason ?? last.action.replace(/_/g, ' ')) : null,
  };
}

/** The queue monitor with one job open. */
export const monitorLinkOf = (queue: string, id: string, state: string | null) =>
  `/admin/queues?${new URLSearchParams({ queue, state: state ?? 'failed', job: id }).toString()}`;
