import type { Job, JobState } from 'bullmq';
import type { JobLinks, JobSummary, MonitoredJobState } from '@kedai/contracts';

export { CLEANABLE_STATES, JOB_STATES } from '@kedai/contracts';
export type {
  CleanableState,
  JobCounts,
  JobDetail,
  JobLinks,
  JobPage,
  JobSummary,
  MonitoredJobState,
  QueueSummary,
} from '@kedai/contracts';

const idOf = (value: unknown): string | null =>
  (typeof value === 'string' && value.trim()) || (typeof value === 'number' && Number.isFinite(value))
    ? String(value).trim()
    : null;

/** Where a job's order or chat session is shown in the admin, when its payload names one. */
export function jobLinks(data: unknown): JobLinks | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  const links: JobLinks = {};
  const orderId = idOf(record.orderId);
  const sessionId = idOf(record.sessionId);
  if (orderId) links.order = `/admin/orders?focus=${encodeURIComponent(orderId)}`;
  if (sessionId) links.chatSession = `/admin/live-chat?session=${encodeURIComponent(sessionId)}`;
  return links.order || links.chatSession ? links : undefined;
}

export function toJobSummary(job: Job, state: JobState | MonitoredJobState | 'unknown' | null): JobSummary {
  const delay = job.opts.delay ?? job.delay ?? 0;
  const summary: JobSummary = {
    id: String(job.id),
    name: job.name,
    state: state === 'unknown' ? null : state,
    attemptsMade: job.attemptsMade,
    maxAttempts: job.opts.attempts ?? 1,
    failedReason: job.failedReason || null,
    timestamp: job.timestamp,
    processedOn: job.processedOn ?? null,
    finishedOn: job.finishedOn ?? null,
    delayUntil: delay > 0 ? job.timestamp + delay : null,
    progress: job.progress,
  };
  const links = jobLinks(job.data);
  if (links) summary.links = links;
  return summary;
}
