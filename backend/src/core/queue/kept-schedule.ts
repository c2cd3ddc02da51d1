import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, type Type } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { timingConfig } from '../config/configuration';
import type { QueueName } from './job-catalogue';
import { JobsService } from './jobs.service';
import { keepScheduled, type ScheduleKeeper } from './keep-scheduled';

/**
 * The base of a worker's repeating job: `class SweepSchedule extends KeptSchedule('maintenance', 'sweep', …) {}`
 * registers the job scheduler `id` on `queue` when the worker starts (one run per interval across every worker
 * process, the job named like the scheduler) and keeps it registered while the worker runs, also after Redis
 * lost it (keep-scheduled.ts). `everyMs` may read the timing settings (QUEUE_ALERT_CHECK_MS, say).
 */
export function KeptSchedule(
  queue: QueueName,
  id: string,
  everyMs: number | ((timing: ConfigType<typeof timingConfig>) => number),
): Type<OnApplicationBootstrap & OnApplicationShutdown> {
  @Injectable()
  class Schedule implements OnApplicationBootstrap, OnApplicationShutdown {
    private readonly logger: Logger;
    private keeper?: ScheduleKeeper;

    constructor(
      private readonly jobs: JobsService,
      @Inject(timingConfig.KEY) private readonly timing: ConfigType<typeof timingConfig>,
    ) {
      this.logger = new Logger(new.target.name);
    }

    async onApplicationBootstrap(): Promise<void> {
      this.keeper = keepScheduled(
        this.jobs.queue(queue),
        { id, everyMs: typeof everyMs === 'number' ? everyMs : everyMs(this.timing) },
        { checkEveryMs: this.timing.scheduleCheckMs, logger: this.logger },
      );
      await this.keeper.ensure();
    }

    onApplicationShutdown(): void {
      this.keeper?.stop();
    }
  }
  return Schedule;
}
