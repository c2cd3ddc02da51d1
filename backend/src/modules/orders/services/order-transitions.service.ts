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
import type { OrderKey, OrderLineRecord, OrderPatch, OrderRecord } from '../read/order-record';

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
  lock(where: OrderKey & { userId?: string }): Promise<OrderRecord | null> {
    return this.em.getRepository(Order).findOne({ where, lock: { mode: 'pessimistic_write' } });
  }

  /** The order's lines: by id (a stable order), or as the database returns them. */
  lines(orderId: string, sort: 'id' | 'none' = 'id'): Promise<OrderLineRecord[]> {
    return this.em
      .getRepository(OrderItem)
      .find({ where: { orderId }, ...(sort === 'id' && { order: { id: 'ASC' as const } }) });
  }

  /** Changes the order's columns; `where` may narrow it (e.g. only while a step is pending). */
  async update(order: OrderKey, patch: OrderPatch, where: { pendingStep?: FulfilmentStep } = {}): Promise<void> {
    await this.em.getRepository(Order).update({ ...order, ...where }, patch);
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
