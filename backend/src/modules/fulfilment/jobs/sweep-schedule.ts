import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { timingConfig } from '../../../core/config/configuration';
import { JobsService } from '../../../core/queue/jobs.service';
import { keepScheduled, type ScheduleKeeper } from '../../../core/queue/keep-scheduled';

export const SWEEP_EVERY_MS = 60_000;

/**
 * Registers the sweep as a BullMQ job scheduler: one sweep a minute across every worker process.
 * Kept registered while the worker runs, also after Redis lost it (core/queue/keep-scheduled.ts).
 */
@Injectable()
export class SweepSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SweepSchedule.name);
  private keeper?: ScheduleKeeper;

  constructor(
    private readonly jobs: JobsService,
    @Inject(timingConfig.KEY) private readonly timing: ConfigType<typeof timingConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.keeper = keepScheduled(
      this.jobs.queue('maintenance'),
      { id: 'sweep', everyMs: SWEEP_EVERY_MS },
      { checkEveryMs: this.timing.scheduleCheckMs, logger: this.logger },
    );
    await this.keeper.ensure();
  }

  onApplicationShutdown(): void {
    this.keeper?.stop();
  }
}
