import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { timingConfig } from '../../../core/config/configuration';
import { JobsService } from '../../../core/queue/jobs.service';
import { keepScheduled, type ScheduleKeeper } from '../../../core/queue/keep-scheduled';

export const RETENTION_EVERY_MS = 24 * 3600 * 1000;

/**
 * Once a day across every worker process: the retention run (each kind of data older than its period in
 * Settings → Data retention, and the audit log's, through the owning modules' purges), as a `retention` job of
 * the cleanup queue. Kept registered while the worker runs, also after Redis lost it (core/queue/keep-scheduled.ts).
 */
@Injectable()
export class RetentionSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionSchedule.name);
  private keeper?: ScheduleKeeper;

  constructor(
    private readonly jobs: JobsService,
    @Inject(timingConfig.KEY) private readonly timing: ConfigType<typeof timingConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.keeper = keepScheduled(
      this.jobs.queue('cleanup'),
      { id: 'retention', everyMs: RETENTION_EVERY_MS },
      { checkEveryMs: this.timing.scheduleCheckMs, logger: this.logger },
    );
    await this.keeper.ensure();
  }

  onApplicationShutdown(): void {
    this.keeper?.stop();
  }
}
