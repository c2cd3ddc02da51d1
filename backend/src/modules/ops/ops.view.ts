import type { Job, JobState } from 'bullmq';

/** Job states the monitor lists and counts, in the order the screen shows them. */
export const JOB_STATES = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'paused',
  'completed',
  'failed',
] as const;
export type MonitoredJobState = (typeof JOB_STATES)[number];

/** States whose jobs `clean` may remove (active jobs hold a lock and are left alone). */
export const CLEANABLE_STATES = ['completed', 'failed', 'delayed', 'waiting', 'paused', 'prioritized'] as const;
export type CleanableState = (typeof CLEANABLE_STATES)[number];

export type JobCounts = Record<MonitoredJobState, number>;

export interface QueueSummary {
  name: string;
  paused: boolean;
  counts: JobCounts;
}

export interface JobLinks {
  order?: string;
  chatSession?: string;
}

export interface JobSummary {
  id: string;
  name: string;
  state: string | null;
  attemptsMade: number;
  maxAttempts: number;
  failedReason: string | null;
  timestamp: number;
  processedOn: number | null;
  finishedOn: number | null;
  delayUntil: number | null;
  progress: unknown;
  links?: JobLinks;
}

export interface JobDetail extends JobSummary {
  queue: string;
  data: unknown;
  opts: unknown;
  stacktrace: string[];
  returnvalue: unknown;
  logs: string[];
  logCount: number;
}

export interface JobPage {
  queue: string;
  state: MonitoredJobState;
  page: number;
  pageSize: number;
  total: number;
  jobs: JobSummary[];
}

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
