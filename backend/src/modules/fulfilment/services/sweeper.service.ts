import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FulfilmentStep } from '@kedai/contracts';
import { DataSource, IsNull, LessThan } from 'typeorm';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { jobId } from '../../../core/queue/job-catalogue';
import { JobsService } from '../../../core/queue/jobs.service';
import { OrderTransitions } from '../../orders/services/order-transitions.service';
import { OrdersReadModel } from '../../orders/read/orders.read-model';
import { cancelUnpaidJobId, UnpaidOrdersService } from '../../orders/services/unpaid-orders.service';
import { fillBackordersJobId } from './code-pool.service';
import { Rental } from '../entities/rental.entity';
import { RentalReminders } from './rental-reminders.service';
import { fulfilmentJobId } from './fulfilment.service';

/** How long a step may be "sending" with no job behind it, and how late a due job may be, before repair. */
const GRACE_MS = 2 * 60_000;
const LIVE_JOB_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

export interface SweepReport {
  unstuckSteps: number;
  cancelsQueued: number;
  rentalEndsQueued: number;
  rentalRemindersSent: number;
  backorderFillsQueued: number;
  intentsDelivered: number;
}

/**
 * Repairs, every minute, what a process killed between two steps or an outage can leave behind: a
 * fulfilment step shown as "Sending…" whose job is gone, an unpaid order without its cancel job, a rental
 * past its end that nobody ended, outbox rows not delivered; and it sends the "rental ends soon" e-mails. Each repair goes through the normal guarded
 * path (a deterministic job id, the order's row lock), so a sweep that overlaps the real thing is harmless.
 */
@Injectable()
export class SweeperService {
  private readonly logger = new Logger(SweeperService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly outbox: OutboxService,
    private readonly orders: OrdersReadModel,
    private readonly transitions: OrderTransitions,
    private readonly unpaid: UnpaidOrdersService,
    private readonly reminders: RentalReminders,
  ) {}

  async sweep(now = new Date()): Promise<SweepReport> {
    const before = new Date(now.getTime() - GRACE_MS);
    const report: SweepReport = {
      unstuckSteps: await this.unstickSteps(before),
      cancelsQueued: await this.queueMissingCancels(before),
      rentalEndsQueued: await this.queueOverdueRentalEnds(before),
      rentalRemindersSent: await this.reminders.sendDue(),
      backorderFillsQueued: await this.queueBackorderFills(now),
      intentsDelivered: await this.outbox.relay(),
    };
    if (Object.values(report).some((count) => count > 0)) this.logger.log(`Sweep repaired ${JSON.stringify(report)}`);
    return report;
  }

  private async isLive(queue: 'fulfilment' | 'maintenance', id: string): Promise<boolean> {
    const job = await this.jobs.queue(queue).getJob(id);
    return Boolean(job && LIVE_JOB_STATES.has(await job.getState()));
  }

  private async unstickSteps(before: Date): Promise<number> {
    let count = 0;
    for (const { orderId, pendingStep } of await this.orders.pendingStepsSince(before)) {
      if (await this.isLive('fulfilment', fulfilmentJobId(pendingStep as FulfilmentStep, orderId))) continue;
      const cleared = await this.transitions.run(async (tx) => {
        const order = await tx.lock({ orderId });
        if (!order || order.pendingStep !== pendingStep) return false;
        await tx.update({ id: order.id }, { pendingStep: null });
        await tx.record(orderId, {
          actorType: 'system',
          actorId: null,
          action: 'step_unstuck',
          details: { step: pendingStep, reason: 'Its job was gone: the step can be sent again.' },
        });
        return true;
      });
      if (cleared) count += 1;
    }
    return count;
  }

  private async queueMissingCancels(before: Date): Promise<number> {
    let count = 0;
    const cancelAfterMs = (await this.unpaid.dueFromNow()) - Date.now();
    for (const { orderId, createdAt } of await this.orders.unpaidSince(before)) {
      const queue = this.jobs.queue('maintenance');
      if (await queue.getJob(cancelUnpaidJobId(orderId))) continue;
      if (await queue.getJob(jobId('cancel-unpaid', orderId, 'swept'))) continue;
      const due = createdAt.getTime() + cancelAfterMs;
      await this.dataSource.transaction((em) => this.unpaid.schedule(em, orderId, due, true));
      count += 1;
    }
    return count;
  }

  /**
   * A backorder waiting beside unsold codes of its product (a fill job lost with a crashed process, or
   * codes let go by a delivery that rolled back): the product's fill job is queued again. It goes oldest
   * first and stops where the pool falls short, so an order still too big for the pool costs one look.
   */
  private async queueBackorderFills(now: Date): Promise<number> {
    const products = await this.dataSource.query<{ product_code: string }[]>(
      `SELECT DISTINCT i.product_code FROM orders o JOIN order_items i ON i.order_id = o.order_id
        WHERE o.backordered_at IS NOT NULL AND o.status <> 'cancelled' AND o.payment_status = 'paid'
          AND EXISTS (SELECT 1 FROM activation_codes c WHERE c.product_code = i.product_code AND c.order_item_id IS NULL)
        LIMIT 100`,
    );
    const minute = String(Math.floor(now.getTime() / 60_000));
    for (const { product_code: productCode } of products) {
      await this.dataSource.transaction((em) =>
        this.outbox.enqueue(
          em,
          'fulfilment',
          'fill-backorders',
          { productCode },
          { jobId: fillBackordersJobId(productCode, `swept.${minute}`) },
        ),
      );
    }
    return products.length;
  }

  private async queueOverdueRentalEnds(before: Date): Promise<number> {
    const overdue = await this.dataSource
      .getRepository(Rental)
      .find({ where: { endedAt: IsNull(), expiresAt: LessThan(before) }, take: 200 });
    let count = 0;
    for (const rental of overdue) {
      const id = jobId('end-rental', rental.id, 'swept');
      if (await this.isLive('maintenance', id)) continue;
      await this.dataSource.transaction((em) =>
        this.outbox.enqueue(em, 'maintenance', 'end-rental', { rentalId: rental.id }, { jobId: id }),
      );
      count += 1;
    }
    return count;
  }
}
