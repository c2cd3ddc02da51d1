import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { QueueAlertsService } from '../../ops';
import { SalesRollup, UnpaidOrdersService } from '../../orders';
import { RentalAccountsService } from '../services/rental-accounts.service';
import { SweeperService } from '../services/sweeper.service';
import { InJobLogContext } from '../../../core/logging/log-context';

/**
 * The maintenance queue: unpaid-order expiry, rental expiry (delayed, deterministic ids), the sweep, queue alerts,
 * the sales rollup's upkeep.
 */
@Processor('maintenance', { concurrency: 4 })
export class MaintenanceProcessor extends WorkerHost {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  constructor(
    private readonly unpaid: UnpaidOrdersService,
    private readonly rentals: RentalAccountsService,
    private readonly sweeper: SweeperService,
    private readonly alerts: QueueAlertsService,
    private readonly salesRollup: SalesRollup,
  ) {
    super();
  }

  @InJobLogContext('maintenance')
  async process(job: JobOf<'maintenance'>): Promise<string> {
    const name: string = job.name;
    switch (job.name) {
      case 'cancel-unpaid':
        return this.unpaid.cancelIfUnpaid(job.data.orderId);
      case 'end-rental':
        return this.rentals.endRental(job.data.rentalId);
      case 'sweep':
        return JSON.stringify(await this.sweeper.sweep());
      case 'queue-alerts':
        return JSON.stringify(await this.alerts.check());
      case 'sales-rollup':
        return this.salesRollup.maintain();
      default:
        this.logger.warn(`Unknown maintenance job ${name}`);
        return 'unknown';
    }
  }
}
