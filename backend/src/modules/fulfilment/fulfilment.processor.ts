import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import type { FulfilmentResult, FulfilmentStep } from '@kedai/contracts';
import { FulfilmentJob } from '../../core/queue/job-catalogue';
import { FULFILMENT_STEPS } from './fulfilment.constants';
import { FulfilmentService } from './fulfilment.service';

const isStep = (name: string): name is FulfilmentStep => (FULFILMENT_STEPS as readonly string[]).includes(name);

/** The fulfilment queue: guide sends, activation, auto delivery. Each job re-checks under a row lock. */
@Processor('fulfilment', { concurrency: 8 })
export class FulfilmentProcessor extends WorkerHost {
  private readonly logger = new Logger(FulfilmentProcessor.name);

  constructor(private readonly fulfilment: FulfilmentService) {
    super();
  }

  async process(job: Job<FulfilmentJob>): Promise<FulfilmentResult | string> {
    if (!isStep(job.name)) {
      this.logger.warn(`Unknown fulfilment job ${job.name}`);
      return 'unknown';
    }
    return this.fulfilment.run(job.name, job.data, job.id ?? job.name);
  }

  /** After the last attempt the order must not stay "sending" forever. */
  @OnWorkerEvent('failed')
  async failed(job: Job<FulfilmentJob> | undefined, error: Error) {
    if (!job || !isStep(job.name)) return;
    if (job.attemptsMade < (job.opts.attempts ?? 1)) return;
    this.logger.error(`Fulfilment ${job.id} failed for good: ${error.message}`);
    await this.fulfilment
      .giveUp(job.name, job.data, job.id ?? job.name, error.message)
      .catch((giveUpError: unknown) => {
        this.logger.error(`Could not record the failure of ${job.id}: ${String(giveUpError)}`);
      });
  }
}
