import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { StockAlertsService } from '../stock-alerts.service';

/** One restock's round of back-in-stock alerts (idempotent by the restock's key). */
@Processor('stock-alerts', { concurrency: 2 })
export class StockAlertsProcessor extends WorkerHost {
  constructor(private readonly alerts: StockAlertsService) {
    super();
  }

  async process(job: JobOf<'stock-alerts'>): Promise<{ sent: number }> {
    return { sent: await this.alerts.sendRound(job.data) };
  }
}
