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
  /** Jobs kept in Redis per state (completed ones are removed after a while, so `completed` undercounts). */
  counts: JobCounts;
  /** Jobs completed since the queue was made, from BullMQ's counter (not from the kept jobs). */
  completedTotal: number;
  /** Jobs that failed in the last hour and are still failed. */
  failedLastHour: number;
  /** Age in seconds of the job waiting longest to start (0: none waits). */
  oldestWaitingSeconds: number;
  /** Worker connections listening on this queue. */
  workers: number;
}

/** GET /api/admin/workers: a worker process whose heartbeat is alive. */
export interface LiveWorker {
  id: string;
  host: string;
  pid: number;
  role: string;
  queues: string[];
  startedAt: string;
  beatAt: string;
}

/** POST /api/admin/queues/{queue}/failed/retry and /failed/discard: how many failed jobs were acted on. */
export interface FailedJobsHandled {
  queue: string;
  action: 'retried' | 'discarded';
  count: number;
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

/** What a queue alert watches (issue 36 item 4). */
export const QUEUE_ALERT_METRICS = ['depth', 'oldestWaitingSeconds', 'failedLastHour'] as const;
export type QueueAlertMetric = (typeof QUEUE_ALERT_METRICS)[number];

/** One queue's thresholds (null: not watched). An alert is raised when a value is above its threshold. */
export interface QueueAlertThresholds {
  queue: string;
  /** Jobs waiting to start (waiting + prioritized + paused). */
  depth: number | null;
  /** Seconds the oldest waiting job has waited. */
  oldestWaitingSeconds: number | null;
  /** Jobs failed for good in the last hour (and still failed). */
  failedLastHour: number | null;
}

/** A raised queue alert, until the value is back at or under its threshold. */
export interface QueueAlertView {
  queue: string;
  metric: QueueAlertMetric;
  threshold: number;
  value: number;
  raisedAt: string;
}

/** GET /api/admin/queue-alerts. */
export interface QueueAlertsState {
  alerts: QueueAlertView[];
  thresholds: QueueAlertThresholds[];
}
