import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { FulfilmentResult, FulfilmentStep } from '@kedai/contracts';
import type { JobOf } from '../../core/queue/job-catalogue';
import { BackorderFiller } from './backorder-filler.service';
import { FULFILMENT_STEPS } from './fulfilment.constants';
import { FulfilmentService } from './fulfilment.service';

const isStep = (name: string): name is FulfilmentStep => (FULFILMENT_STEPS as readonly string[]).includes(name);

/** The fulfilment queue: guide sends, activation, auto delivery. Each job re-checks under a row lock. */
@Processor('fulfilment', { concurrency: 8 })
export class FulfilmentProcessor extends WorkerHost {
  private readonly logger = new Logger(FulfilmentProcessor.name);

  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly backorders: BackorderFiller,
  ) {
    super();
  }

  async process(job: JobOf<'fulfilment'>): Promise<FulfilmentResult | { filled: number } | string> {
    if (job.name === 'fill-backorders') return this.backorders.fill(job.data.productCode, job.id ?? job.name);
    // The catalogue types the name; a job added by an older or newer build may still carry another one.
    if (!isStep(job.name)) {
      this.logger.warn(`Unknown fulfilment job ${job.name}`);
      return 'unknown';
    }
    return this.fulfilment.run(job.name, job.data, job.id ?? job.name);
  }

  /** After the last attempt the order must not stay "sending" forever. */
  @OnWorkerEvent('failed')
  async failed(job: JobOf<'fulfilment'> | undefined, error: Error) {
    if (!job || job.name === 'fill-backorders' || !isStep(job.name)) return;
    if (job.attemptsMade < (job.opts.attempts ?? 1)) return;
    this.logger.error(`Fulfilment ${job.id} failed for good: ${error.message}`);
    await this.fulfilment
      .giveUp(job.name, job.data, job.id ?? job.name, error.message)
      .catch((giveUpError: unknown) => {
        this.logger.error(`Could not record the failure of ${job.id}: ${String(giveUpError)}`);
      });
  }
}
