import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { FailedJobsHandled, JobRemoved, LiveWorker, QueueCleaned } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { QUEUE_NAMES, type QueueName } from '../../core/queue/job-catalogue';
import { JobsService } from '../../core/queue/jobs.service';
import { QueueStats } from '../../core/queue/queue-stats.service';
import {
  type CleanableState,
  type JobCounts,
  type JobDetail,
  type JobPage,
  JOB_STATES,
  type MonitoredJobState,
  type QueueSummary,
  toJobSummary,
} from './ops.view';

const LOG_LIMIT = 200;

const queueNotFound = (name: string) =>
  new ApiError(
    HttpStatus.NOT_FOUND,
    'queue_not_found',
    `Queue "${name.slice(0, 60)}" does not exist. Queues: ${QUEUE_NAMES.join(', ')}.`,
  );
const jobNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'job_not_found', 'Job not found in this queue.');

/** Reads and acts on the BullMQ queues of the catalogue for the ops screen. */
@Injectable()
export class OpsQueuesService {
  private readonly logger = new Logger(OpsQueuesService.name);

  constructor(
    private readonly jobs: JobsService,
    private readonly stats: QueueStats,
  ) {}

  queueNamed(name: string): Queue {
    if (!(QUEUE_NAMES as readonly string[]).includes(name)) throw queueNotFound(name);
    return this.jobs.queue(name as QueueName);
  }

  async summaries(): Promise<QueueSummary[]> {
    return Promise.all(QUEUE_NAMES.map((name) => this.summary(name)));
  }

  async summary(name: string): Promise<QueueSummary> {
    const queue = this.queueNamed(name);
    const [raw, paused, health] = await Promise.all([
      queue.getJobCounts(...JOB_STATES),
      queue.isPaused(),
      this.stats.of(name as QueueName),
    ]);
    const counts = Object.fromEntries(JOB_STATES.map((state) => [state, raw[state] ?? 0])) as JobCounts;
    return {
      name: queue.name,
      paused,
      counts,
      completedTotal: health.completedTotal,
      failedLastHour: health.failedLastHour,
      oldestWaitingSeconds: health.oldestWaitingSeconds,
      workers: health.workers,
    };
  }

  async list(name: string, state: MonitoredJobState = 'failed', page = 1, pageSize = 20): Promise<JobPage> {
    const queue = this.queueNamed(name);
    const start = (page - 1) * pageSize;
    // Newest first for finished jobs, soonest first for ones still to run.
    const ascending = state === 'delayed' || state === 'waiting' || state === 'prioritized' || state === 'paused';
    const [jobs, counts] = await Promise.all([
      queue.getJobs([state], start, start + pageSize - 1, ascending),
      queue.getJobCounts(state),
    ]);
    return {
      queue: queue.name,
      state,
      page,
      pageSize,
      total: counts[state] ?? 0,
      jobs: jobs.filter((job): job is Job => Boolean(job)).map((job) => toJobSummary(job, state)),
    };
  }

  private async jobIn(queue: Queue, jobId: string): Promise<Job> {
    if (!jobId || jobId.length > 200) throw jobNotFound();
    const job = await queue.getJob(jobId);
    if (!job) throw jobNotFound();
    return job;
  }

  async detail(name: string, jobId: string): Promise<JobDetail> {
    const queue = this.queueNamed(name);
    if (!jobId || jobId.length > 200) throw jobNotFound();
    // State first, job second: a job moves to completed or failed in one step, so what is read after the
    // state is never older than it (read the other way round, a "failed" job could show no error yet).
    const state = await queue.getJobState(jobId);
    if (state === 'unknown') throw jobNotFound();
    const job = await this.jobIn(queue, jobId);
    const logs = await queue.getJobLogs(jobId, 0, LOG_LIMIT - 1, true);
    return {
      ...toJobSummary(job, state),
      queue: queue.name,
      data: job.data as unknown,
      opts: job.opts,
      stacktrace: job.stacktrace ?? [],
      returnvalue: job.returnvalue as unknown,
      logs: logs.logs,
      logCount: logs.count,
    };
  }

  /** Worker processes alive now (their heartbeat key has not expired). */
  liveWorkers(): Promise<LiveWorker[]> {
    return this.stats.liveWorkers();
  }

  /** Every failed job of a queue back to waiting (at most `limit`), logged with who asked. */
  async retryFailed(name: string, by: string, limit = 1000): Promise<FailedJobsHandled> {
    const queue = this.queueNamed(name);
    const failed = (await queue.getJobs(['failed'], 0, limit - 1, true)).filter((job): job is Job => Boolean(job));
    let count = 0;
    for (const job of failed) {
      try {
        await job.retry('failed');
        count += 1;
      } catch {
        // Retried or removed by someone else in the meantime: not counted.
      }
    }
    this.logger.log({ queue: queue.name, action: 'retry-failed', count, by }, `Failed jobs retried: ${count}`);
    return { queue: queue.name, action: 'retried', count };
  }

  /** Every failed job of a queue removed, logged with who asked. */
  async discardFailed(name: string, by: string): Promise<FailedJobsHandled> {
    const queue = this.queueNamed(name);
    const removed = await queue.clean(0, 0, 'failed');
    this.logger.log(
      { queue: queue.name, action: 'discard-failed', count: removed.length, by },
      `Failed jobs discarded: ${removed.length}`,
    );
    return { queue: queue.name, action: 'discarded', count: removed.length };
  }

  /** A failed job goes back to waiting for another attempt. */
  async retry(name: string, jobId: string, by = 'unknown'): Promise<JobDetail> {
    const queue = this.queueNamed(name);
    const job = await this.jobIn(queue, jobId);
    const state = await job.getState();
    if (state !== 'failed') {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'job_not_failed',
        `Only failed jobs can be retried; this one is ${state}.`,
      );
    }
    await job.retry('failed');
    this.logger.log({ queue: queue.name, jobId, action: 'retry', by }, `Failed job ${jobId} retried`);
    return this.detail(name, jobId);
  }

  /** A delayed job runs now. */
  async promote(name: string, jobId: string): Promise<JobDetail> {
    const queue = this.queueNamed(name);
    const job = await this.jobIn(queue, jobId);
    const state = await job.getState();
    if (state !== 'delayed') {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'job_not_delayed',
        `Only delayed jobs can be promoted; this one is ${state}.`,
      );
    }
    await job.promote();
    return this.detail(name, jobId);
  }

  async remove(name: string, jobId: string, by = 'unknown'): Promise<JobRemoved> {
    const queue = this.queueNamed(name);
    const job = await this.jobIn(queue, jobId);
    if ((await job.getState()) === 'active') {
      throw new ApiError(HttpStatus.CONFLICT, 'job_active', 'This job is running right now; remove it once it ends.');
    }
    try {
      await job.remove();
    } catch (error) {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'job_locked',
        `The job could not be removed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    this.logger.log({ queue: queue.name, jobId, action: 'remove', by }, `Job ${jobId} removed`);
    return { removed: String(job.id) };
  }

  async clean(name: string, state: CleanableState, graceMs = 0, limit = 1000): Promise<QueueCleaned> {
    const queue = this.queueNamed(name);
    const removed = await queue.clean(graceMs, limit, state === 'waiting' ? 'wait' : state);
    return { removed: removed.length };
  }

  async setPaused(name: string, paused: boolean): Promise<QueueSummary> {
    const queue = this.queueNamed(name);
    if (paused) await queue.pause();
    else await queue.resume();
    return this.summary(name);
  }
}
