/** The queue monitor (/api/admin/queues): what the server answers and the screen shows. */

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

/** DELETE /api/admin/queues/{queue}/jobs/{jobId}. */
export interface JobRemoved {
  removed: string;
}

/** POST /api/admin/queues/{queue}/clean: how many jobs were removed. */
export interface QueueCleaned {
  removed: number;
}
