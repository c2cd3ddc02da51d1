import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { timingConfig } from '../../../core/config/configuration';
import { JobsService } from '../../../core/queue/jobs.service';
import { keepScheduled, type ScheduleKeeper } from '../../../core/queue/keep-scheduled';

/** The queue-alert check as a job scheduler on the maintenance queue, kept registered (core/queue/keep-scheduled). */
@Injectable()
export class QueueAlertsSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(QueueAlertsSchedule.name);
  private keeper?: ScheduleKeeper;

  constructor(
    private readonly jobs: JobsService,
    @Inject(timingConfig.KEY) private readonly timing: ConfigType<typeof timingConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.keeper = keepScheduled(
      this.jobs.queue('maintenance'),
      { id: 'queue-alerts', everyMs: this.timing.queueAlertCheckMs },
      { checkEveryMs: this.timing.scheduleCheckMs, logger: this.logger },
    );
    await this.keeper.ensure();
  }

  onApplicationShutdown(): void {
    this.keeper?.stop();
  }
}
