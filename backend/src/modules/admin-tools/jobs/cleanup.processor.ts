import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { CleanupCount, RetentionReport } from '@kedai/contracts';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { MaintenanceService } from '../services/maintenance.service';
import { InJobLogContext } from '../../../core/logging/log-context';

/** The cleanup queue: one maintenance cleanup at a time; its return value is what it removed. */
@Processor('cleanup', { concurrency: 1 })
export class CleanupProcessor extends WorkerHost {
  constructor(private readonly maintenance: MaintenanceService) {
    super();
  }

  @InJobLogContext('cleanup')
  process(job: JobOf<'cleanup'>): Promise<CleanupCount | RetentionReport> {
    if (job.name === 'retention') return this.maintenance.retention();
    const run = job as JobOf<'cleanup', 'run'>;
    return this.maintenance.run({ action: run.data.action, olderThanDays: run.data.olderThanDays });
  }
}
