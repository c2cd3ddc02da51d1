import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobsService } from '../../../core/queue/jobs.service';

export const RECONCILE_EVERY_MS = 60_000;

/** Registers reconciliation as a BullMQ job scheduler: one round a minute across every worker process. */
@Injectable()
export class ReconcileSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(ReconcileSchedule.name);

  constructor(private readonly jobs: JobsService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs
      .queue('payments')
      .upsertJobScheduler('reconcile', { every: RECONCILE_EVERY_MS }, { name: 'reconcile', data: {} })
      .catch((error: unknown) => this.logger.warn(`Could not schedule payment reconciliation: ${String(error)}`));
  }
}
