import { CLEANABLE_STATES as CLEANABLE, type MonitoredJobState } from '@kedai/contracts';

/** Shapes of /api/admin/queues come from @kedai/contracts (ops.ts); the screen's names for them. */
export { JOB_STATES } from '@kedai/contracts';
export type { JobDetail, JobLinks, JobPage, JobSummary, QueueSummary } from '@kedai/contracts';
export type JobState = MonitoredJobState;

export const CLEANABLE_STATES: ReadonlyArray<JobState> = CLEANABLE;

export const REFRESH_MS = 3000;
