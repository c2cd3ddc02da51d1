import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobsService } from '../../../core/queue/jobs.service';

export const SWEEP_EVERY_MS = 60_000;

/** Registers the sweep as a BullMQ job scheduler: one sweep a minute across every worker process. */
@Injectable()
export class SweepSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(SweepSchedule.name);

  constructor(private readonly jobs: JobsService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs
      .queue('maintenance')
      .upsertJobScheduler('sweep', { every: SWEEP_EVERY_MS }, { name: 'sweep', data: {} })
      .catch((error: unknown) => this.logger.warn(`Could not schedule the sweep: ${String(error)}`));
  }
}
