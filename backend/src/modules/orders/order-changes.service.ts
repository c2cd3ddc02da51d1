import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { rooms } from '@kedai/contracts';
import type { AdminOrderView } from '@kedai/contracts';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { AdminOrderReader } from './admin-order-reader.service';
import { OrderEvent } from './entities/order-event.entity';
import type { OrderActorType } from './order.constants';

export interface OrderChange {
  actorType: OrderActorType;
  actorId: string | null;
  action: string;
  details?: Record<string, unknown>;
  jobId?: string | null;
}

/**
 * Every change of an order goes through here: a line on its timeline (in the caller's transaction),
 * then, once committed, `order:changed` to the admins and `order:updated` to the order's watchers.
 */
@Injectable()
export class OrderChangesService {
  private readonly logger = new Logger(OrderChangesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
    private readonly reader: AdminOrderReader,
  ) {}

  /** Appends the timeline line inside `em` (the caller's transaction); nothing is emitted yet. */
  async append(em: EntityManager, orderId: string, change: OrderChange): Promise<void> {
    // insert, not save: one INSERT, without save's own transaction and reload around it.
    await em.getRepository(OrderEvent).insert({
      orderId,
      actorType: change.actorType,
      actorId: change.actorId,
      action: change.action,
      details: (change.details ?? {}) as QueryDeepPartialEntity<OrderEvent>['details'],
      jobId: change.jobId ?? null,
    });
  }

  /** Tells the admins and the order's watchers; call after the change is committed. Never throws. */
  async announce(orderId: string): Promise<AdminOrderView | null> {
    try {
      const view = await this.reader.view(orderId);
      if (!view) return null;
      this.realtime.toAdmins('order:changed', view);
      this.realtime.toRoom(rooms.order(orderId), 'order:updated', {
        orderId,
        status: view.status,
        updatedAt: view.updatedAt,
      });
      return view;
    } catch (error) {
      this.logger.warn(`Could not announce order ${orderId}: ${String(error)}`);
      return null;
    }
  }

  /** Appends one timeline line in its own transaction, then announces. */
  async record(orderId: string, change: OrderChange): Promise<AdminOrderView | null> {
    await this.append(this.dataSource.manager, orderId, change);
    return this.announce(orderId);
  }
}
