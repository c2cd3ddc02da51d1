import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { UnpaidOrdersService } from '../../orders/services/unpaid-orders.service';
import { RentalAccountsService } from '../services/rental-accounts.service';
import { SweeperService } from '../services/sweeper.service';

/** The maintenance queue: unpaid-order expiry, rental expiry (delayed, deterministic ids) and the sweep. */
@Processor('maintenance', { concurrency: 4 })
export class MaintenanceProcessor extends WorkerHost {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  constructor(
    private readonly unpaid: UnpaidOrdersService,
    private readonly rentals: RentalAccountsService,
    private readonly sweeper: SweeperService,
  ) {
    super();
  }

  async process(job: JobOf<'maintenance'>): Promise<string> {
    const name: string = job.name;
    switch (job.name) {
      case 'cancel-unpaid':
        return this.unpaid.cancelIfUnpaid(job.data.orderId);
      case 'end-rental':
        return this.rentals.endRental(job.data.rentalId);
      case 'sweep':
        return JSON.stringify(await this.sweeper.sweep());
      default:
        this.logger.warn(`Unknown maintenance job ${name}`);
        return 'unknown';
    }
  }
}
