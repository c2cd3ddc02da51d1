import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { FulfilmentResult, FulfilmentStep } from '@kedai/contracts';
import { fulfilmentWorkerTimings } from '../../../core/config/configuration';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { BackorderFiller } from '../services/backorder-filler.service';
import { FULFILMENT_STEPS } from '../fulfilment.constants';
import { FulfilmentService } from '../services/fulfilment.service';
import { InJobLogContext, jobLogContext } from '../../../core/logging/log-context';

const isStep = (name: string): name is FulfilmentStep => (FULFILMENT_STEPS as readonly string[]).includes(name);

/**
 * The fulfilment queue: guide sends, activation, auto delivery. Each job re-checks under a row lock.
 *
 * A dead worker's jobs are taken over after at most one lock and one stalled check (FULFILMENT_LOCK_MS, 15 s
 * each by default), not BullMQ's 30 s + 30 s: an admin is waiting for ACTIVATE. A step is idempotent, so a run taken over
 * from a worker that was only slow costs nothing; a job taken over three times is failing its workers and
 * fails for good (UnrecoverableError "job stalled more than allowable limit", then `failed` below).
 */
@Processor('fulfilment', { concurrency: 8, ...fulfilmentWorkerTimings(), maxStalledCount: 3 })
export class FulfilmentProcessor extends WorkerHost {
  private readonly logger = new Logger(FulfilmentProcessor.name);

  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly backorders: BackorderFiller,
  ) {
    super();
  }

  @InJobLogContext('fulfilment')
  async process(job: JobOf<'fulfilment'>): Promise<FulfilmentResult | { filled: number } | string> {
    if (job.name === 'fill-backorders') return this.backorders.fill(job.data.productCode, job.id ?? job.name);
    // The catalogue types the name; a job added by an older or newer build may still carry another one.
    if (!isStep(job.name)) {
      this.logger.warn(`Unknown fulfilment job ${job.name}`);
      return 'unknown';
    }
    const result = await this.fulfilment.run(job.name, job.data, job.id ?? job.name);
    // One line per step (queue, job id, order and request id come with it): the order's story in the worker's log.
    this.logger.log(`${job.name} ${result.ok ? 'done' : 'not done'}: ${result.message}`);
    return result;
  }

  /** After the last attempt the order must not stay "sending" forever. */
  @OnWorkerEvent('failed')
  @InJobLogContext('fulfilment')
  async failed(job: JobOf<'fulfilment'> | undefined, error: Error) {
    if (!job || job.name === 'fill-backorders' || !isStep(job.name)) return;
    // BullMQ retries an error unless attempts are used up or it is unrecoverable (a job that stalled too often).
    const final = error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (!final) return;
    // Named by its id even when BullMQ hands the job over without one (the id it was added with); the line's
    // fields add the queue, the order and the request that queued it.
    const { jobId } = jobLogContext('fulfilment', job);
    this.logger.error(`Fulfilment ${jobId} (${job.name}, order ${job.data.orderId}) failed for good: ${error.message}`);
    await this.fulfilment
      .giveUp(job.name, job.data, job.id ?? job.name, error.message)
      .catch((giveUpError: unknown) => {
        this.logger.error(`Could not record the failure of ${jobId}: ${String(giveUpError)}`);
      });
  }
}
