import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { ReconcileService } from './reconcile.service';
import { InJobLogContext } from '../../../core/logging/log-context';

/** The payments queue: the reconciliation round (one at a time). */
@Processor('payments', { concurrency: 1 })
export class PaymentsProcessor extends WorkerHost {
  constructor(private readonly reconcile: ReconcileService) {
    super();
  }

  @InJobLogContext('payments')
  async process(_job: JobOf<'payments'>): Promise<{ checked: number; applied: number }> {
    return this.reconcile.run();
  }
}
