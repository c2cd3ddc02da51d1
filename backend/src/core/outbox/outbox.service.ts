import { withRequestId } from '../logging/log-context';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { JobName, JobPayload, QueueName } from '../queue/job-catalogue';
import { JobsService } from '../queue/jobs.service';
import { JobIntent } from './entities/job-intent.entity';

/** How long one delivery may wait on Redis before it is left for the next round. */
const DISPATCH_TIMEOUT_MS = 3000;
const BATCH = 100;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * The job outbox. `enqueue` writes the intent inside the caller's transaction; after the commit, `kick`
 * (or the relay's next round) puts it on its queue. Nothing the caller waits for touches Redis, so a
 * checkout answers while Redis is down, and its jobs follow when Redis is back.
 */
@Injectable()
export class OutboxService {
  private readonly logger = new Logger(OutboxService.name);
  private running: Promise<number> | null = null;
  private again = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
  ) {}

  async enqueue<Q extends QueueName, N extends JobName<Q>>(
    em: EntityManager,
    queue: Q,
    name: N,
    data: JobPayload<Q, N>,
    options: { jobId: string; delayMs?: number },
  ): Promise<void> {
    const intent = em.create(JobIntent, {
      queue,
      name,
      // The request that caused the job (its id names the job's log lines in the worker).
      data: withRequestId(data) as unknown as Record<string, unknown>,
      jobId: options.jobId,
      runAt: new Date(Date.now() + (options.delayMs ?? 0)),
    });
    await em.save(intent);
  }

  /** Deliver pending intents soon, without waiting: call after the transaction that wrote them commits. */
  kick(): void {
    void this.relay().catch((error: unknown) => this.logger.warn(`Outbox delivery failed: ${String(error)}`));
  }

  /**
   * Delivers now and waits for it at most `maxWaitMs`: with Redis up the jobs are queued before the caller
   * answers; with Redis down the caller still answers in time, and the relay delivers later.
   */
  async flush(maxWaitMs = 500): Promise<void> {
    const delivery = this.relay().catch((error: unknown) => {
      this.logger.warn(`Outbox delivery failed: ${String(error)}`);
      return 0;
    });
    await Promise.race([delivery, new Promise((resolve) => setTimeout(resolve, maxWaitMs).unref())]);
  }

  /** Delivers pending intents until none are left (or Redis stops answering); answers how many it delivered. */
  relay(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let total = 0;
      try {
        do {
          this.again = false;
          let delivered: number;
          do {
            delivered = await this.deliverBatch();
            total += delivered;
          } while (delivered === BATCH);
        } while (this.again);
      } finally {
        this.running = null;
      }
      return total;
    })();
    return this.running;
  }

  /** One batch, locked so that several processes relaying at once never deliver the same rows together. */
  private deliverBatch(): Promise<number> {
    return this.dataSource.transaction(async (em) => {
      const intents = await em
        .createQueryBuilder(JobIntent, 'intent')
        .where('intent.dispatchedAt IS NULL')
        .orderBy('intent.createdAt', 'ASC')
        .limit(BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      const delivered: string[] = [];
      for (const intent of intents) {
        try {
          await withTimeout(
            this.jobs.queue(intent.queue as QueueName).add(intent.name, intent.data, {
              jobId: intent.jobId,
              delay: Math.max(0, intent.runAt.getTime() - Date.now()),
            }),
            DISPATCH_TIMEOUT_MS,
          );
          delivered.push(intent.id);
        } catch (error) {
          await em.update(JobIntent, { id: intent.id }, { attempts: () => 'attempts + 1', lastError: String(error) });
          break; // Redis is not answering: the rest waits for the next round.
        }
      }
      if (delivered.length) {
        await em
          .createQueryBuilder()
          .update(JobIntent)
          .set({ dispatchedAt: () => 'now()', lastError: null })
          .whereInIds(delivered)
          .execute();
      }
      return delivered.length;
    });
  }
}
