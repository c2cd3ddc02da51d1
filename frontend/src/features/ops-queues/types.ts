/** Shapes of /api/admin/queues (backend/src/modules/ops/ops.view.ts). */
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
export type JobState = (typeof JOB_STATES)[number];

export const CLEANABLE_STATES: ReadonlyArray<JobState> = [
  'completed',
  'failed',
  'delayed',
  'waiting',
  'paused',
  'prioritized',
];

export interface QueueSummary {
  name: string;
  paused: boolean;
  counts: Record<JobState, number>;
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
  state: JobState;
  page: number;
  pageSize: number;
  total: number;
  jobs: JobSummary[];
}

export const REFRESH_MS = 3000;
