import { HttpStatus, Injectable } from '@nestjs/common';
import type { FulfilmentAccepted, FulfilmentResult, FulfilmentStep } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { ApiError } from '../../../core/http/api-error';
import { FulfilmentJob, jobId } from '../../../core/queue/job-catalogue';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { JobsService } from '../../../core/queue/jobs.service';
import { OrderTransaction, OrderTransitions, OrdersReadModel, queueWhatsappOrderUpdate } from '../../orders';
import { alreadyDone, refusalOf } from '../rules/fulfilment-guards';
import { FulfilmentMailer } from './fulfilment-mailer';
import { FULFILMENT_MESSAGES, STEP_DONE_MESSAGES } from '../fulfilment.constants';
import { OrderDeliveryService, OutOfStock } from './order-delivery.service';

interface StepOutcome {
  ok: boolean;
  message: string;
  /** Set when the delivery found a pool short (the order then waits as a backorder for codes). */
  shortage?: OutOfStock['shortage'];
  /** The order waits for codes (filled on restock), not a failure. */
  backordered?: boolean;
}

/** A step's result, with the pool it found short when it did (for the backorder filler). */
export interface StepRun {
  result: FulfilmentResult;
  shortage: OutOfStock['shortage'] | null;
}

export const fulfilmentJobId = (step: FulfilmentStep, orderId: string) => jobId(step, orderId);

/**
 * The fulfilment flow (docs/product/orders.md#fulfilment-guide-then-activate). `request` checks the guards and queues
 * the step's job; `run` is the job: it re-checks under the order's row lock (OrderTransitions), acts once, and reports
 * the result.
 */
@Injectable()
export class FulfilmentService {
  constructor(
    private readonly jobs: JobsService,
    private readonly orders: OrdersReadModel,
    private readonly transitions: OrderTransitions,
    private readonly delivery: OrderDeliveryService,
    private readonly mailer: FulfilmentMailer,
    private readonly outbox: OutboxService,
    private readonly events: DomainEvents,
  ) {}

  async request(step: FulfilmentStep, id: string, actorId: string): Promise<FulfilmentAccepted> {
    const order = await this.orders.findByKey(id);
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
    // Under the row lock, the guard again: a job that ran since the read above must not be undone here
    // (e.g. "processing" written over a delivery that just committed would reopen Trigger Delivery).
    await this.transitions.run(async (tx) => {
      const locked = await tx.lock({ id: order.id });
      const refusedNow = locked ? refusalOf(step, locked) : FULFILMENT_MESSAGES.orderNotFound;
      if (refusedNow) throw new ApiError(HttpStatus.CONFLICT, 'fulfilment_refused', refusedNow);
      await tx.stepQueued({ id: order.id }, step);
      tx.touch(order.orderId, `${step}_requested`);
    });
    await this.jobs.add(
      'fulfilment',
      step,
      { orderId: order.orderId, actorId },
      { jobId: id_, removeOnComplete: true, removeOnFail: true },
    );
    return { orderId: order.orderId, step, jobId: id_ };
  }

  /** The job. Idempotent: a retry or duplicate finds the effect already there and does nothing more. */
  async run(step: FulfilmentStep, data: FulfilmentJob, runningJobId: string): Promise<FulfilmentResult> {
    return (await this.runStep(step, data, runningJobId)).result;
  }

  /** The step as `run`, also saying which pool it found short (the backorder filler stops there). */
  async runStep(
    step: FulfilmentStep,
    data: FulfilmentJob,
    runningJobId: string,
    { announce = true }: { announce?: boolean } = {},
  ): Promise<StepRun> {
    let outcome: StepOutcome;
    try {
      outcome = await this.transitions.run((tx) => this.runLocked(tx, step, data, runningJobId));
    } catch (error) {
      if (!(error instanceof OutOfStock)) throw error;
      outcome = await this.transitions.run((tx) => this.markFailed(tx, step, data, runningJobId, error));
    }
    // The step's e-mails and follow-up jobs were written with it (the outbox); deliver them now.
    this.outbox.kick();
    const result: FulfilmentResult = {
      orderId: data.orderId,
      step,
      jobId: runningJobId,
      ok: outcome.ok,
      message: outcome.message,
      ...(outcome.backordered && { backordered: true }),
    };
    // The backorder filler runs steps nobody clicked: the orders' own changes say enough (order:changed).
    if (announce) await this.announce(result);
    return { result, shortage: outcome.shortage ?? null };
  }

  /** Tells the admins how the step went (fulfilment:result); the order itself was announced at commit. */
  async announce(result: FulfilmentResult): Promise<void> {
    this.events.emit('fulfilment.step.finished', { result });
  }

  /** A job that failed for good (every attempt threw): the order leaves its sending state. */
  async giveUp(step: FulfilmentStep, data: FulfilmentJob, runningJobId: string, reason: string): Promise<void> {
    await this.transitions.run(async (tx) => {
      await tx.stepCleared({ orderId: data.orderId }, step);
      await tx.record(data.orderId, {
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
    tx: OrderTransaction,
    step: FulfilmentStep,
    data: FulfilmentJob,
    runningJobId: string,
  ): Promise<StepOutcome> {
    const locked = await tx.lock({ orderId: data.orderId });
    if (!locked) return { ok: false, message: FULFILMENT_MESSAGES.orderNotFound };
    const log = (action: string, details: Record<string, unknown> = {}) =>
      tx.record(locked.orderId, { actorType: 'job', actorId: data.actorId, action, details, jobId: runningJobId });
    const refusal = refusalOf(step, locked);
    if (refusal) {
      if (locked.pendingStep === step) await tx.stepCleared({ id: locked.id });
      tx.touch(locked.orderId, step);
      if (alreadyDone(step, locked)) return { ok: true, message: STEP_DONE_MESSAGES[step] };
      await log(`${step}_refused`, { reason: refusal });
      return { ok: false, message: refusal };
    }
    const order = { ...locked, items: await tx.lines(locked.orderId) };
    const now = new Date();

    switch (step) {
      case 'send-guide':
      case 'send-installation': {
        await tx.guideSent({ id: order.id }, now, step === 'send-guide');
        await log(step === 'send-guide' ? 'guide_sent' : 'installation_sent', { to: order.customerEmail });
        await this.mailer.guide(order, tx.em);
        // Automatic confirmation: activation follows the guide as its own job, written with the guide (outbox).
        if (step === 'send-guide' && data.autoConfirm) {
          await this.outbox.enqueue(
            tx.em,
            'fulfilment',
            'activate',
            { orderId: order.orderId, actorId: null },
            { jobId: fulfilmentJobId('activate', order.orderId) },
          );
        }
        return { ok: true, message: STEP_DONE_MESSAGES[step] };
      }
      case 'activate':
      case 'trigger-delivery': {
        const delivered = await this.delivery.deliver(tx.em, order, now);
        const activationCode = delivered.codes.map((code) => code.code).join(', ') || order.activationCode;
        // Goods handed over = shipped, by either button (docs/fulfilment.md state table): Ship Now and
        // the dashboard's "to deliver" then agree with the order. A shipped order (Ship Now first) stays so.
        const ships = order.status === 'pending' || order.status === 'paid' || order.status === 'processing';
        // The e-mail is only written to the outbox here (sent after the commit): the order keeps its id, and the
        // admin view reads whether it was really sent.
        const emailId = await this.mailer.delivery(order, delivered, tx.em);
        await tx.delivered(
          { id: order.id },
          {
            activationCode,
            at: now,
            emailId,
            shippedAt: ships ? (order.shippedAt ?? now) : null,
          },
        );
        await log(step === 'activate' ? 'activated' : 'delivered', {
          codes: delivered.codes.length,
          rentals: delivered.rentals.map((rental) => ({ gameName: rental.gameName, expiresAt: rental.expiresAt })),
          ...(order.backorderedAt && { backorderedSince: order.backorderedAt.toISOString() }),
        });
        await this.delivery.scheduleEnds(delivered, tx.em);
        await queueWhatsappOrderUpdate(this.outbox, tx.em, order, 'codeDelivered');
        return { ok: true, message: STEP_DONE_MESSAGES[step] };
      }
      case 'auto-ship': {
        await tx.shipped({ id: order.id }, order.shippedAt ?? now);
        await log('shipped');
        return { ok: true, message: STEP_DONE_MESSAGES[step] };
      }
    }
  }

  /**
   * The delivery found a pool short and rolled back. Short of codes on a paid order: it waits as a
   * backorder (filled on restock, the customer sees "waiting for stock"). Short of rental accounts: failed.
   */
  private async markFailed(
    tx: OrderTransaction,
    step: FulfilmentStep,
    data: FulfilmentJob,
    runningJobId: string,
    error: OutOfStock,
  ): Promise<StepOutcome> {
    const order = await tx.lock({ orderId: data.orderId });
    if (!order) return { ok: false, message: FULFILMENT_MESSAGES.orderNotFound };
    // Another job may have delivered the order between the rollback and this lock: leave it delivered.
    if (order.autoDeliveryStatus === 'delivered' || alreadyDone(step, order)) {
      if (order.pendingStep === step) await tx.stepCleared({ id: order.id });
      tx.touch(order.orderId, step);
      return { ok: true, message: STEP_DONE_MESSAGES[step] };
    }
    const reason = error.message;
    const backorder = error.shortage.kind === 'codes' && order.paymentStatus === 'paid' && order.status !== 'cancelled';
    await tx.deliveryFailed(
      { id: order.id },
      {
        reason,
        backorderedAt: backorder ? (order.backorderedAt ?? new Date()) : null,
        clearStep: order.pendingStep === step,
      },
    );
    if (backorder) await this.delivery.holdForStock(tx.em, order.orderId, error.shortage);
    // A backorder tried again while still short says so once; the timeline keeps its first line.
    // Still waiting, as before: nothing a screen shows changed unless a step was pending.
    if (backorder && order.backorderedAt) {
      if (order.pendingStep === step || order.autoDeliveryStatus !== 'pending') tx.touch(order.orderId, 'backordered');
    } else {
      await tx.record(order.orderId, {
        actorType: 'job',
        actorId: data.actorId,
        action: backorder ? 'backordered' : 'delivery_failed',
        details: { reason, step, productCode: error.shortage.productCode },
        jobId: runningJobId,
      });
    }
    return {
      ok: false,
      message: backorder ? `Waiting for stock: ${reason}` : reason,
      shortage: error.shortage,
      backordered: backorder,
    };
  }
}
