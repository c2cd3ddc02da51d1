import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { FulfilmentAccepted, FulfilmentResult, FulfilmentStep } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { MailService } from '../../core/mail/mail.service';
import { FulfilmentJob, jobId } from '../../core/queue/job-catalogue';
import { JobsService } from '../../core/queue/jobs.service';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { RENTAL_CATEGORY } from '../catalog/catalog.constants';
import { OrderItem } from '../orders/entities/order-item.entity';
import { Order } from '../orders/entities/order.entity';
import { AdminOrderReader } from '../orders/admin-order-reader.service';
import { OrderChangesService } from '../orders/order-changes.service';
import { rentalHoursOf } from './activation-code-generator';
import { CodePoolService } from './code-pool.service';
import { ActivationCode } from './entities/activation-code.entity';
import { Rental } from './entities/rental.entity';
import { alreadyDone, refusalOf } from './fulfilment-guards';
import {
  FULFILMENT_MESSAGES,
  STEP_DONE_MESSAGES,
  outOfAccountsMessage,
  outOfCodesMessage,
} from './fulfilment.constants';
import { guideText } from './installation-steps';
import { RentalAccountsService } from './rental-accounts.service';

const DEFAULT_RENTAL_HOURS = 24;

/** A delivery that cannot be completed; its transaction is rolled back so nothing is half-done. */
class OutOfStock extends Error {}

interface Delivered {
  codes: ActivationCode[];
  rentals: Rental[];
}

interface StepOutcome {
  ok: boolean;
  message: string;
  /** Run after commit (mail, follow-up jobs). */
  after?: () => Promise<void>;
}

export const fulfilmentJobId = (step: FulfilmentStep, orderId: string) => jobId(step, orderId);

/**
 * The fulfilment flow (admin §4/§5). `request` checks the guards and queues the step's job; `run` is the
 * job: it re-checks under the order's row lock, acts once, and reports over Socket.IO.
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger(FulfilmentService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly reader: AdminOrderReader,
    private readonly changes: OrderChangesService,
    private readonly realtime: RealtimeService,
    private readonly mail: MailService,
    private readonly codes: CodePoolService,
    private readonly rentals: RentalAccountsService,
  ) {}

  async request(step: FulfilmentStep, id: string, actorId: string): Promise<FulfilmentAccepted> {
    const order = await this.reader.findOrder(id);
    if (!order) throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', FULFILMENT_MESSAGES.orderNotFound);
    const refusal = refusalOf(step, order);
    if (refusal) throw new ApiError(HttpStatus.CONFLICT, 'fulfilment_refused', refusal);
    const id_ = fulfilmentJobId(step, order.orderId);
    const queue = this.jobs.queue('fulfilment');
    const existing = await queue.getJob(id_);
    if (existing) {
      const state = await existing.getState();
      // A finished job with the same id would swallow the new one: clear it. A queued one is this request.
      if (state === 'completed' || state === 'failed') await existing.remove();
      else return { orderId: order.orderId, step, jobId: id_ };
    }
    await this.dataSource
      .getRepository(Order)
      .update(
        { id: order.id },
        { pendingStep: step, ...(step === 'trigger-delivery' && { autoDeliveryStatus: 'processing' as const }) },
      );
    await this.jobs.add(
      'fulfilment',
      step,
      { orderId: order.orderId, actorId },
      { jobId: id_, removeOnComplete: true, removeOnFail: true },
    );
    await this.changes.announce(order.orderId);
    return { orderId: order.orderId, step, jobId: id_ };
  }

  /** The job. Idempotent: a retry or duplicate finds the effect already there and does nothing more. */
  async run(step: FulfilmentStep, data: FulfilmentJob, runningJobId: string): Promise<FulfilmentResult> {
    let outcome: StepOutcome;
    try {
      outcome = await this.dataSource.transaction((em) => this.runLocked(em, step, data, runningJobId));
    } catch (error) {
      if (!(error instanceof OutOfStock)) throw error;
      outcome = await this.dataSource.transaction((em) => this.markFailed(em, step, data, runningJobId, error.message));
    }
    if (outcome.after) {
      await outcome.after().catch((error: unknown) => {
        this.logger.error(`After ${step} of ${data.orderId}: ${String(error)}`);
      });
    }
    const result: FulfilmentResult = {
      orderId: data.orderId,
      step,
      jobId: runningJobId,
      ok: outcome.ok,
      message: outcome.message,
    };
    await this.announce(result);
    return result;
  }

  /** Tells the admins (order:changed + fulfilment:result) and the order's watchers (order:updated). */
  async announce(result: FulfilmentResult): Promise<void> {
    await this.changes.announce(result.orderId);
    this.realtime.toAdmins('fulfilment:result', result);
  }

  /** A job that failed for good (every attempt threw): the order leaves its sending state. */
  async giveUp(step: FulfilmentStep, data: FulfilmentJob, runningJobId: string, reason: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(Order).update({ orderId: data.orderId, pendingStep: step }, { pendingStep: null });
      await this.changes.append(em, data.orderId, {
        actorType: 'job',
        actorId: data.actorId,
        action: `${step}_failed`,
        details: { reason },
        jobId: runningJobId,
      });
    });
    await this.announce({ orderId: data.orderId, step, jobId: runningJobId, ok: false, message: `Failed: ${reason}` });
  }

  private async runLocked(
    em: EntityManager,
    step: FulfilmentStep,
    data: FulfilmentJob,
    runningJobId: string,
  ): Promise<StepOutcome> {
    const repo = em.getRepository(Order);
    const order = await repo.findOne({ where: { orderId: data.orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order) return { ok: false, message: FULFILMENT_MESSAGES.orderNotFound };
    const clearPending = () =>
      order.pendingStep === step ? repo.update({ id: order.id }, { pendingStep: null }) : Promise.resolve();
    const refusal = refusalOf(step, order);
    if (refusal) {
      await clearPending();
      if (alreadyDone(step, order)) return { ok: true, message: STEP_DONE_MESSAGES[step] };
      await this.changes.append(em, order.orderId, {
        actorType: 'job',
        actorId: data.actorId,
        action: `${step}_refused`,
        details: { reason: refusal },
        jobId: runningJobId,
      });
      return { ok: false, message: refusal };
    }
    order.items = await em.getRepository(OrderItem).find({ where: { orderId: order.orderId }, order: { id: 'ASC' } });
    const now = new Date();
    const log = (action: string, details: Record<string, unknown> = {}) =>
      this.changes.append(em, order.orderId, {
        actorType: 'job',
        actorId: data.actorId,
        action,
        details,
        jobId: runningJobId,
      });

    switch (step) {
      case 'send-guide':
      case 'send-installation': {
        await repo.update(
          { id: order.id },
          {
            installationStepsSent: true,
            installationStepsSentAt: now,
            pendingStep: null,
            ...(step === 'send-guide' && { status: 'processing' as const }),
          },
        );
        await log(step === 'send-guide' ? 'guide_sent' : 'installation_sent', { to: order.customerEmail });
        return { ok: true, message: STEP_DONE_MESSAGES[step], after: () => this.mailGuide(order) };
      }
      case 'activate':
      case 'trigger-delivery': {
        const delivered = await this.deliver(em, order, now);
        const activationCode = delivered.codes.map((code) => code.code).join(', ') || order.activationCode;
        await repo.update(
          { id: order.id },
          {
            activationCode,
            autoDeliveryStatus: 'delivered',
            autoDeliveredAt: now,
            autoDeliveryEmailSent: Boolean(order.customerEmail),
            autoDeliveryFailureReason: null,
            pendingStep: null,
            ...(step === 'activate' && { status: 'shipped' as const, shippedAt: now }),
          },
        );
        await log(step === 'activate' ? 'activated' : 'delivered', {
          codes: delivered.codes.length,
          rentals: delivered.rentals.map((rental) => ({ gameName: rental.gameName, expiresAt: rental.expiresAt })),
        });
        return {
          ok: true,
          message: STEP_DONE_MESSAGES[step],
          after: async () => {
            for (const rental of delivered.rentals) await this.rentals.scheduleEnd(rental);
            await this.mailDelivery(order, delivered);
          },
        };
      }
      case 'auto-ship': {
        await repo.update(
          { id: order.id },
          { status: 'shipped', shippedAt: order.shippedAt ?? now, pendingStep: null },
        );
        await log('shipped');
        return { ok: true, message: STEP_DONE_MESSAGES[step] };
      }
    }
  }

  /** One code per non-rental line, one account per rental line; any shortage rolls everything back. */
  private async deliver(em: EntityManager, order: Order, now: Date): Promise<Delivered> {
    const delivered: Delivered = { codes: [], rentals: [] };
    for (const item of order.items) {
      const line = { orderId: order.orderId, orderItemId: item.id, productCode: item.productCode };
      if (item.category === RENTAL_CATEGORY) {
        const hours = rentalHoursOf(item.optionValue) ?? DEFAULT_RENTAL_HOURS;
        const rental = await this.rentals.rent(em, { ...line, hours }, now);
        if (!rental) throw new OutOfStock(outOfAccountsMessage(item.title));
        delivered.rentals.push(rental);
      } else {
        const code = await this.codes.take(em, line);
        if (!code) throw new OutOfStock(outOfCodesMessage(item.title));
        delivered.codes.push(code);
      }
    }
    return delivered;
  }

  private async markFailed(
    em: EntityManager,
    step: FulfilmentStep,
    data: FulfilmentJob,
    runningJobId: string,
    reason: string,
  ): Promise<StepOutcome> {
    const repo = em.getRepository(Order);
    const order = await repo.findOne({ where: { orderId: data.orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order) return { ok: false, message: FULFILMENT_MESSAGES.orderNotFound };
    await repo.update(
      { id: order.id },
      {
        autoDeliveryStatus: 'failed',
        autoDeliveryFailureReason: reason,
        ...(order.pendingStep === step && { pendingStep: null }),
      },
    );
    await this.changes.append(em, order.orderId, {
      actorType: 'job',
      actorId: data.actorId,
      action: 'delivery_failed',
      details: { reason, step },
      jobId: runningJobId,
    });
    return { ok: false, message: reason };
  }

  private async mailGuide(order: Order): Promise<void> {
    if (!order.customerEmail) return;
    await this.mail.send({
      to: order.customerEmail,
      subject: `Installation guide for your order ${order.orderId}`,
      text: guideText(order, 'customer'),
      related: { type: 'order', id: order.orderId },
    });
  }

  private async mailDelivery(order: Order, delivered: Delivered): Promise<void> {
    if (!order.customerEmail) return;
    const lines = [
      `Hi ${order.customerName},`,
      '',
      `Your order ${order.orderId} has been delivered.`,
      ...delivered.codes.map((code) => `Activation code for ${code.productCode}: ${code.code}`),
      ...delivered.rentals.map(
        (rental) =>
          `Your ${rental.gameName} rental runs until ${rental.expiresAt.toISOString()}. ` +
          `The account details are on your order page: /order/${order.orderId}`,
      ),
      '',
      `Installation guide: /installation-guide/${order.orderId}`,
      'Each code is single use and must be activated within 24 hours.',
    ];
    await this.mail.send({
      to: order.customerEmail,
      subject: `Your activation details for order ${order.orderId}`,
      text: lines.join('\n'),
      related: { type: 'order', id: order.orderId },
    });
  }
}
