import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { fulfilmentWorkerTimings } from '../../../core/config/configuration';
import { JobOf } from '../../../core/queue/job-catalogue';
import { WhatsappOrderUpdates } from '../services/whatsapp-order-updates.service';
import { WhatsappSender } from '../services/whatsapp-sender.service';
import { WhatsappStockAlerts } from '../services/whatsapp-stock-alerts.service';

/**
 * The channels queue: WhatsApp sends (retried with backoff while WhatsApp has not taken them) and the sweep. A dead
 * worker's send is taken over as fulfilment's are (FULFILMENT_LOCK_MS): its claim then keeps it from going twice.
 */
@Processor('channels', { concurrency: 10, ...fulfilmentWorkerTimings(), maxStalledCount: 3 })
export class ChannelsProcessor extends WorkerHost {
  private readonly logger = new Logger(ChannelsProcessor.name);

  constructor(
    private readonly sender: WhatsappSender,
    private readonly orderUpdates: WhatsappOrderUpdates,
    private readonly stockAlerts: WhatsappStockAlerts,
  ) {
    super();
  }

  async process(job: JobOf<'channels'>): Promise<string> {
    if (job.name === 'whatsapp-send') {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      return this.sender.send(job.data.messageId, lastAttempt);
    }
    if (job.name === 'whatsapp-order-update') return this.orderUpdates.send(job.data.orderId, job.data.event);
    if (job.name === 'whatsapp-stock-alert') return this.stockAlerts.send(job.data.messageId);
    if (job.name === 'whatsapp-sweep') return String(await this.sender.sweep());
    this.logger.warn(`Unknown channels job ${String((job as { name: unknown }).name)}`);
    return 'unknown';
  }
}
