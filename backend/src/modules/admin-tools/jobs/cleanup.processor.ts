import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { CleanupCount } from '@kedai/contracts';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { MaintenanceService } from '../services/maintenance.service';

/** The cleanup queue: one maintenance cleanup at a time; its return value is what it removed. */
@Processor('cleanup', { concurrency: 1 })
export class CleanupProcessor extends WorkerHost {
  constructor(private readonly maintenance: MaintenanceService) {
    super();
  }

  process(job: JobOf<'cleanup'>): Promise<CleanupCount> {
    return this.maintenance.run({ action: job.data.action, olderThanDays: job.data.olderThanDays });
  }
}
