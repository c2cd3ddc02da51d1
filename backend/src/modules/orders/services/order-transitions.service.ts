import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { FulfilmentStep } from '@kedai/contracts';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { OrderEvent } from '../entities/order-event.entity';
import { OrderItem } from '../entities/order-item.entity';
import { Order } from '../entities/order.entity';
import type { OrderActorType } from '../order.constants';
import type {
  NewOrder,
  NewOrderLine,
  OrderKey,
  OrderLineRecord,
  OrderPatch,
  OrderRecord,
  ReceiptAttachment,
} from '../read/order-record';
import { noteInLogContext } from '../../../core/logging/log-context';

/** One line of an order's timeline (order_events). */
export interface OrderChange {
  actorType: OrderActorType;
  actorId: string | null;
  action: string;
  details?: Record<string, unknown>;
  jobId?: string | null;
}

/**
 * One transaction over orders: lock an order row, change it, write its timeline. Every order touched
 * here is announced (`order.changed`) once the transaction has committed; nothing is said on rollback.
 */
export class OrderTransaction {
  private readonly touched = new Map<string, string>();

  constructor(readonly em: EntityManager) {}

  /** The order row under `SELECT … FOR UPDATE` (without its lines); null when there is none. */
  async lock(where: OrderKey & { userId?: string }): Promise<OrderRecord | null> {
    const order = await this.em.getRepository(Order).findOne({ where, lock: { mode: 'pessimistic_write' } });
    // Every later log line of this request or job names the order (core/logging/log-context.ts).
    if (order) noteInLogContext({ orderId: order.orderId });
    return order;
  }

  /** The order's lines: by id (a stable order), or as the database returns them. */
  lines(orderId: string, sort: 'id' | 'none' = 'id'): Promise<OrderLineRecord[]> {
    return this.em
      .getRepository(OrderItem)
      .find({ where: { orderId }, ...(sort === 'id' && { order: { id: 'ASC' as const } }) });
  }

  /** The order with its lines, as this transaction sees it now. */
  withLines(orderId: string): Promise<OrderRecord> {
    return this.em.getRepository(Order).findOneOrFail({ where: { orderId }, relations: { items: true } });
  }

  /**
   * Inserts a new order and its lines under the first free order id that `nextId` gives (at most `attempts`
   * tries: ids are random, a taken one is skipped); null when none was free. Writes no timeline line.
   */
  async insert(order: NewOrder, lines: NewOrderLine[], nextId: () => string, attempts: number): Promise<string | null> {
    let orderId: string | null = null;
    for (let attempt = 0; attempt < attempts && !orderId; attempt += 1) {
      const candidate = nextId();
      const result = await this.em
        .createQueryBuilder()
        .insert()
        .into(Order)
        .values({ ...order, orderId: candidate })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (Array.isArray(result.raw) && result.raw.length > 0) orderId = candidate;
    }
    if (!orderId) return null;
    const finalId = orderId;
    noteInLogContext({ orderId: finalId });
    await this.em.getRepository(OrderItem).insert(lines.map((line) => ({ ...line, orderId: finalId })));
    return finalId;
  }

  /**
   * Changes the order's columns; `where` may narrow it (e.g. only while a step is pending). For the orders module's
   * own services: other modules ask for a named transition below (lint: no `tx.update` outside orders).
   */
  async update(order: OrderKey, patch: OrderPatch, where: { pendingStep?: FulfilmentStep } = {}): Promise<void> {
    await this.em.getRepository(Order).update({ ...order, ...where }, patch);
  }

  // The named transitions of delivery: fulfilment asks for these and never writes order columns itself.

  /** A fulfilment step was queued: it is pending (and an auto-delivery shows as processing). */
  async stepQueued(order: OrderKey, step: FulfilmentStep): Promise<void> {
    await this.update(order, {
      pendingStep: step,
      ...(step === 'trigger-delivery' && { autoDeliveryStatus: 'processing' as const }),
    });
  }

  /** No step is pending any more; with `onlyStep`, only if that step was the pending one. */
  async stepCleared(order: OrderKey, onlyStep?: FulfilmentStep): Promise<void> {
    await this.update(order, { pendingStep: null }, onlyStep ? { pendingStep: onlyStep } : {});
  }

  /** The installation guide was e-mailed; sent as the GUIDE step, it also moves the order to processing. */
  async guideSent(order: OrderKey, at: Date, processing: boolean): Promise<void> {
    await this.update(order, {
      installationStepsSent: true,
      installationStepsSentAt: at,
      pendingStep: null,
      ...(processing && { status: 'processing' as const }),
    });
  }

  /** The goods were handed over: its codes, delivered at `at`, and shipped at `shippedAt` when it ships now. */
  async delivered(
    order: OrderKey,
    delivery: { activationCode: string | null; at: Date; emailId: string | null; shippedAt: Date | null },
  ): Promise<void> {
    await this.update(order, {
      activationCode: delivery.activationCode,
      autoDeliveryStatus: 'delivered',
      autoDeliveredAt: delivery.at,
      autoDeliveryEmailSent: delivery.emailId !== null,
      autoDeliveryEmailId: delivery.emailId,
      autoDeliveryFailureReason: null,
      backorderedAt: null,
      pendingStep: null,
      ...(delivery.shippedAt && { status: 'shipped' as const, shippedAt: delivery.shippedAt }),
    });
  }

  /** Shipped (the auto-ship step), at `shippedAt`. */
  async shipped(order: OrderKey, shippedAt: Date): Promise<void> {
    await this.update(order, { status: 'shipped', shippedAt, pendingStep: null });
  }

  /** A delivery found a pool short: failed, or waiting for stock since `backorderedAt`. */
  async deliveryFailed(
    order: OrderKey,
    failure: { reason: string; backorderedAt: Date | null; clearStep: boolean },
  ): Promise<void> {
    await this.update(order, {
      autoDeliveryStatus: failure.backorderedAt ? 'pending' : 'failed',
      autoDeliveryFailureReason: failure.reason,
      ...(failure.backorderedAt && { backorderedAt: failure.backorderedAt }),
      ...(failure.clearStep && { pendingStep: null }),
    });
  }

  /** The order's activation codes as the customer reads them changed (a code was replaced or revoked). */
  async activationCodesChanged(order: OrderKey, activationCode: string | null): Promise<void> {
    await this.update(order, { activationCode });
  }

  // The named transitions of receipts and payment checks: checkout and payments ask for these and never write
  // order columns themselves (what a receipt's review means is payments' rule; the columns are orders').

  /** A receipt was attached (at checkout or later from the order page): its file, and its review from the start. */
  async receiptAttached(order: OrderKey, receipt: ReceiptAttachment): Promise<void> {
    await this.update(order, receipt);
  }

  /** The reviewer rejected the receipt, with the reason the customer reads. */
  async receiptRejected(order: OrderKey, rejection: { reason: string; at: Date; reviewerId: string }): Promise<void> {
    await this.update(order, {
      receiptReview: 'rejected',
      receiptRejectionReason: rejection.reason,
      receiptReviewedAt: rejection.at,
      receiptReviewedBy: rejection.reviewerId,
    });
  }

  /** The amount the reviewer read on the receipt, in RM (null clears it). */
  async receiptAmountRead(order: OrderKey, amount: number | null): Promise<void> {
    await this.update(order, { receiptAmountRead: amount });
  }

  /** The reviewer's note on the receipt (null clears it); staff only, never shown to the customer. */
  async receiptAdminNote(order: OrderKey, note: string | null): Promise<void> {
    await this.update(order, { receiptAdminNote: note });
  }

  /** Flagged for a person to look at (a payment that does not add up, or an admin's flag), or cleared. */
  async flagged(order: OrderKey, suspicious: boolean): Promise<void> {
    await this.update(order, { isSuspicious: suspicious });
  }

  /** Writes a timeline line of the order; it is announced after commit. */
  async record(orderId: string, change: OrderChange): Promise<void> {
    // insert, not save: one INSERT, without save's own transaction and reload around it.
    await this.em.getRepository(OrderEvent).insert({
      orderId,
      actorType: change.actorType,
      actorId: change.actorId,
      action: change.action,
      details: (change.details ?? {}) as QueryDeepPartialEntity<OrderEvent>['details'],
      jobId: change.jobId ?? null,
    });
    this.touch(orderId, change.action);
  }

  /** Marks the order as changed without a timeline line (e.g. a step queued); announced after commit. */
  touch(orderId: string, action: string): void {
    this.touched.set(orderId, action);
  }

  /** @internal what to announce after commit. */
  changes(): { orderId: string; action: string }[] {
    return [...this.touched].map(([orderId, action]) => ({ orderId, action }));
  }
}

/**
 * The one home of order changes: checkout, the customer's own changes, unpaid-order cancels, the admin
 * endpoints, fulfilment and rental ends all change orders through `run` (or `change`, or `inOneStatement`
 * for a change that is a single statement). After commit each
 * touched order is announced on DomainEvents as `order.changed`; the sockets and anything else listen.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  /** Runs `work` in one transaction, then announces every order it touched. */
  async run<R>(work: (tx: OrderTransaction) => Promise<R>): Promise<R> {
    const committed: { orderId: string; action: string }[] = [];
    const result = await this.dataSource.transaction(async (em) => {
      const tx = new OrderTransaction(em);
      const value = await work(tx);
      committed.push(...tx.changes());
      return value;
    });
    for (const change of committed) this.events.emit('order.changed', change);
    return result;
  }

  /**
   * Locks the order, lets `apply` change it and say what happened (null: nothing changed), writes that
   * line, and announces after commit. Null when there is no such order.
   */
  async change(
    where: OrderKey & { userId?: string },
    apply: (order: OrderRecord, tx: OrderTransaction) => Promise<OrderChange | null>,
  ): Promise<{ orderId: string; changed: boolean } | null> {
    return this.run(async (tx) => {
      const order = await tx.lock(where);
      if (!order) return null;
      const change = await apply(order, tx);
      if (change) await tx.record(order.orderId, change);
      return { orderId: order.orderId, changed: change !== null };
    });
  }

  /**
   * A change made by one statement that locks, checks, changes and writes its timeline line all at once
   * (atomic by itself: no BEGIN/COMMIT round trips; e.g. admin-status-change.ts); announced like `change`
   * when it changed the order. Null when there is no such order.
   */
  async inOneStatement(
    action: string,
    statement: (em: EntityManager) => Promise<{ orderId: string; changed: boolean } | null>,
  ): Promise<{ orderId: string; changed: boolean } | null> {
    const done = await statement(this.dataSource.manager);
    if (done?.changed) this.announce(done.orderId, action);
    return done;
  }

  /** Announces an order change that was committed elsewhere (e.g. a re-run that found it done). */
  announce(orderId: string, action: string): void {
    this.events.emit('order.changed', { orderId, action });
  }
}
