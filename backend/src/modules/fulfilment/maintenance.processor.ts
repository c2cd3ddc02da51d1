import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { CancelUnpaidJob, EndRentalJob } from '../../core/queue/job-catalogue';
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

  async process(job: Job<CancelUnpaidJob | EndRentalJob>): Promise<string> {
    switch (job.name) {
      case 'cancel-unpaid':
        return this.unpaid.cancelIfUnpaid((job.data as CancelUnpaidJob).orderId);
      case 'end-rental':
        return this.rentals.endRental((job.data as EndRentalJob).rentalId);
      default:
        this.logger.warn(`Unknown maintenance job ${job.name}`);
        return 'unknown';
    }
  }
}
