import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { AdminOrderDetail, AdminOrderView, OrderTimelineEntry } from '@kedai/contracts';
import { isUuid } from '../../core/database/sql-values';
import { User } from '../users/entities/user.entity';
import { OrderEvent } from './entities/order-event.entity';
import { Order } from './entities/order.entity';
import { toAdminOrderDetail, toAdminOrderView, toTimelineEntry } from './admin-order.view';
import { loadDeliveries } from './order-deliveries';

/** How an admin URL names an order: its uuid `_id` or its orderId (any case); null for neither. */
export function orderKey(id: string): { id: string } | { orderId: string } | null {
  const trimmed = id.trim();
  if (!trimmed || trimmed.length > 60) return null;
  return isUuid(trimmed) ? { id: trimmed } : { orderId: trimmed.toUpperCase() };
}

/** Reads orders as the admin screens show them: with their codes, rental and timeline. */
@Injectable()
export class AdminOrderReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** An order by its orderId or its uuid `_id`, with its items; null when neither matches. */
  findOrder(id: string, em: EntityManager = this.dataSource.manager): Promise<Order | null> {
    const where = orderKey(id);
    return where ? this.withItems(em, where) : Promise.resolve(null);
  }

  async views(orders: Order[], em: EntityManager = this.dataSource.manager): Promise<AdminOrderView[]> {
    const deliveries = await loadDeliveries(
      em,
      orders.map((order) => order.orderId),
    );
    const now = Date.now();
    return orders.map((order) =>
      toAdminOrderView(order, deliveries.get(order.orderId) ?? { codes: [], rental: null }, now),
    );
  }

  async view(orderId: string, em: EntityManager = this.dataSource.manager): Promise<AdminOrderView | null> {
    const order = await this.withItems(em, { orderId });
    return order ? (await this.views([order], em))[0] : null;
  }

  /** One query (findOne with a relation costs TypeORM two: a DISTINCT id lookup, then the join). */
  private withItems(em: EntityManager, where: { id: string } | { orderId: string }): Promise<Order | null> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['orderId', where.orderId];
    return em
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'item')
      .where(`o.${column} = :value`, { value })
      .getOne();
  }

  async detail(order: Order): Promise<AdminOrderDetail> {
    const [view] = await this.views([order]);
    return toAdminOrderDetail(view, await this.timeline(order));
  }

  async timeline(order: Order): Promise<OrderTimelineEntry[]> {
    const events = await this.dataSource
      .getRepository(OrderEvent)
      .find({ where: { orderId: order.orderId }, order: { at: 'ASC' } });
    const userIds = [...new Set(events.map((event) => event.actorId).filter((id): id is string => !!id && isUuid(id)))];
    const users = userIds.length
      ? await this.dataSource.getRepository(User).find({ where: { id: In(userIds) }, select: { id: true, name: true } })
      : [];
    const names = new Map(users.map((user) => [user.id, user.name]));
    return events.map((event) => {
      const entry = toTimelineEntry(event, names);
      if (!entry.actorName && event.actorType === 'customer') entry.actorName = order.customerName;
      return entry;
    });
  }
}
