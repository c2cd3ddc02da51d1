import { Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { RedisService } from '../redis/redis.module';
import { QUEUE_NAMES, type QueueName } from './job-catalogue';
import { JobsService } from './jobs.service';
import { heartbeatKey, type WorkerBeat } from './worker-heartbeat.service';

const HOUR_MS = 3_600_000;

/** What the queue screen, the staff status and the queue alerts read of one queue. */
export interface QueueHealth {
  name: QueueName;
  /** Jobs ready to run and not started: waiting + prioritized + paused. */
  depth: number;
  /** Age in seconds of the job that has waited longest to start (0 when none waits). */
  oldestWaitingSeconds: number;
  /** Jobs that failed for good in the last hour and are still failed (a retried or discarded one leaves). */
  failedLastHour: number;
  /** Jobs completed since the queue was made: BullMQ's own counter, kept even when the jobs are removed. */
  completedTotal: number;
  /** BullMQ worker connections listening on this queue. */
  workers: number;
}

/** When a job became ready to run: its creation, or the end of its delay. */
const readySince = (job: Job) => job.timestamp + (job.opts.delay ?? 0);

/** Reads queue depths, ages, failures and the completed counters from Redis; shared by ops and health. */
@Injectable()
export class QueueStats {
  constructor(
    private readonly jobs: JobsService,
    private readonly redis: RedisService,
  ) {}

  all(now = Date.now()): Promise<QueueHealth[]> {
    return Promise.all(QUEUE_NAMES.map((name) => this.of(name, now)));
  }

  async of(name: QueueName, now = Date.now()): Promise<QueueHealth> {
    const queue = this.jobs.queue(name);
    const [counts, oldest, failedLastHour, completedTotal, workers] = await Promise.all([
      queue.getJobCounts('waiting', 'prioritized', 'paused'),
      this.oldestWaiting(queue),
      this.failedSince(queue, now - HOUR_MS),
      this.completedTotal(queue),
      queue.getWorkersCount().catch(() => 0),
    ]);
    return {
      name,
      depth: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.paused ?? 0),
      oldestWaitingSeconds: oldest === null ? 0 : Math.max(0, Math.floor((now - oldest) / 1000)),
      failedLastHour,
      completedTotal,
      workers,
    };
  }

  /** BullMQ's completed counter (the workers count with `metrics` on, core/queue/job-counting.ts). */
  async completedTotal(queue: Queue): Promise<number> {
    const metrics = await queue.getMetrics('completed', 0, 0);
    return metrics.meta.count;
  }

  /** The failed set is scored by when each job failed, so this counts the ones since `since`. */
  private async failedSince(queue: Queue, since: number): Promise<number> {
    // The queue's own connection is the one Redis the queues live on (the shared client may be another).
    const client = (await queue.client) as unknown as {
      zcount(key: string, min: number, max: string): Promise<number>;
    };
    return client.zcount(queue.keys.failed, since, '+inf');
  }

  /** When the longest-waiting job became ready (the far end of the wait or paused list), or null. */
  private async oldestWaiting(queue: Queue): Promise<number | null> {
    const [waiting, paused, prioritized] = await Promise.all([
      queue.getJobs(['wait'], 0, 0, true),
      queue.getJobs(['paused'], 0, 0, true),
      queue.getJobs(['prioritized'], 0, 0, true),
    ]);
    const times = [...waiting, ...paused, ...prioritized].filter((job): job is Job => Boolean(job)).map(readySince);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Worker processes whose heartbeat key has not expired (core/queue/worker-heartbeat.service.ts). */
  async liveWorkers(): Promise<WorkerBeat[]> {
    const pattern = heartbeatKey(this.redis, '*');
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await this.redis.client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0' && keys.length < 1000);
    if (keys.length === 0) return [];
    const values = await this.redis.client.mget(...keys);
    return values
      .filter((value): value is string => typeof value === 'string')
      .map((value) => JSON.parse(value) as WorkerBeat)
      .sort((a, b) => a.id.localeCompare(b.id));
  }
}
