import { Injectable, Logger } from '@nestjs/common';
import { DiscountsService } from '../../discounts';
import { EntityManager } from 'typeorm';
import { SHOP_ACTOR } from '../../catalog';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { jobId } from '../../../core/queue/job-catalogue';
import { OrderPolicy } from './order-policy';
import { OrderStock } from './order-stock';
import { OrderTransitions } from './order-transitions.service';

const HOUR_MS = 60 * 60 * 1000;

export const cancelUnpaidJobId = (orderId: string) => jobId('cancel-unpaid', orderId);

/** Unpaid orders are cancelled after the settings' cancellation hours, and their stock comes back. */
@Injectable()
export class UnpaidOrdersService {
  private readonly logger = new Logger(UnpaidOrdersService.name);

  constructor(
    private readonly outbox: OutboxService,
    private readonly policy: OrderPolicy,
    private readonly transitions: OrderTransitions,
    private readonly stock: OrderStock,
    private readonly discounts: DiscountsService,
  ) {}

  /** When an order created now is due for cancelling. Read before the order's transaction, not inside it. */
  async dueFromNow(): Promise<number> {
    return Date.now() + (await this.policy.cancellationHours()) * HOUR_MS;
  }

  /**
   * Queues the delayed cancel-unpaid job of an order (one per order: deterministic id), in the caller's
   * transaction (the outbox): an order never exists without its cancel, whatever dies or is down. The job
   * re-reads the hours when it runs, so `due` only has to be close.
   */
  async schedule(em: EntityManager, orderId: string, due: number, swept = false): Promise<void> {
    // The sweeper's copy has an id of its own: the first one may have run (and re-scheduled) already.
    const id = swept ? jobId('cancel-unpaid', orderId, 'swept') : cancelUnpaidJobId(orderId);
    await this.outbox.enqueue(
      em,
      'maintenance',
      'cancel-unpaid',
      { orderId },
      { jobId: id, delayMs: Math.max(due - Date.now(), 0) },
    );
  }

  /**
   * The job: re-reads the hours; an order not yet due is re-scheduled for its due time; a due order
   * still unpaid and pending is cancelled with its stock restored (once). Anything else is left alone.
   */
  async cancelIfUnpaid(orderId: string): Promise<'cancelled' | 'rescheduled' | 'skipped'> {
    const hours = await this.policy.cancellationHours();
    const outcome = await this.transitions.run(async (tx) => {
      const order = await tx.lock({ orderId });
      if (!order || order.paymentStatus !== 'pending' || order.status !== 'pending')
        return { kind: 'skipped' as const };
      const due = order.createdAt.getTime() + hours * HOUR_MS;
      if (due > Date.now()) {
        await this.outbox.enqueue(
          tx.em,
          'maintenance',
          'cancel-unpaid',
          { orderId },
          { jobId: jobId('cancel-unpaid', orderId, String(due)), delayMs: Math.max(due - Date.now(), 0) },
        );
        return { kind: 'rescheduled' as const };
      }
      await tx.update({ id: order.id }, { status: 'cancelled', pendingStep: null });
      const restored = await this.stock.restoreOnce(tx, order, SHOP_ACTOR);
      // The discount code's use comes back (once); its row is locked after the products', as checkout does.
      const discountReleased = await this.discounts.releaseUse(tx.em, orderId);
      await tx.record(orderId, {
        actorType: 'system',
        actorId: null,
        action: 'cancelled_unpaid',
        details: { cancellationHours: hours, stockRestored: restored, ...(discountReleased && { discountReleased }) },
      });
      return { kind: 'cancelled' as const };
    });
    this.outbox.kick();
    if (outcome.kind === 'cancelled') {
      this.logger.log(`Order ${orderId} cancelled: unpaid after ${hours} hours`);
    }
    return outcome.kind;
  }
}
