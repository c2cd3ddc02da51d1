import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { JobOf } from '../../core/queue/job-catalogue';
import { UnpaidOrdersService } from '../orders/unpaid-orders.service';
import { RentalAccountsService } from './rental-accounts.service';

/** The maintenance queue: unpaid-order expiry and rental expiry (both delayed, deterministic ids). */
@Processor('maintenance', { concurrency: 4 })
export class MaintenanceProcessor extends WorkerHost {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  constructor(
    private readonly unpaid: UnpaidOrdersService,
    private readonly rentals: RentalAccountsService,
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
      default:
        this.logger.warn(`Unknown maintenance job ${name}`);
        return 'unknown';
    }
  }
}
