import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminOrderDetail, AdminOrderView, OrderTimelineEntry } from '@kedai/contracts';
import { isUuid } from '../../core/database/sql-values';
import { MailService } from '../../core/mail/mail.service';
import { DeliveriesReadModel, noDeliveries } from '../fulfilment/deliveries.read-model';
import { UsersService } from '../users/users.service';
import { OrderEvent } from './entities/order-event.entity';
import { toAdminOrderDetail, toAdminOrderView, toTimelineEntry } from './admin-order.view';
import type { OrderRecord } from './order-record';
import { OrderPolicy } from './order-policy';
import { OrdersReadModel } from './orders.read-model';

export { orderKey } from './orders.read-model';

/** Reads orders as the admin screens show them: with their codes, rental and timeline. */
@Injectable()
export class AdminOrderReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersReadModel,
    private readonly deliveries: DeliveriesReadModel,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly policy: OrderPolicy,
  ) {}

  /** An order by its orderId or its uuid `_id`, with its items; null when neither matches. */
  findOrder(id: string, em: EntityManager = this.dataSource.manager): Promise<OrderRecord | null> {
    return this.orders.findByKey(id, em);
  }

  async views(orders: OrderRecord[], em: EntityManager = this.dataSource.manager): Promise<AdminOrderView[]> {
    const orderIds = orders.map((order) => order.orderId);
    const [deliveries, emails, hours] = await Promise.all([
      this.deliveries.of(orderIds, em),
      this.mail.orderEmails(orderIds),
      this.policy.cancellationHours(),
    ]);
    const now = Date.now();
    return orders.map((order) =>
      toAdminOrderView(order, deliveries.get(order.orderId) ?? noDeliveries(), now, emails.get(order.orderId), hours),
    );
  }

  async view(orderId: string, em: EntityManager = this.dataSource.manager): Promise<AdminOrderView | null> {
    const order = await this.orders.withItems({ orderId }, em);
    return order ? (await this.views([order], em))[0] : null;
  }

  /** A customer's orders as the Orders screen shows them (by account, e-mails, order ids; newest first). */
  async customerOrders(match: {
    userId: string | null;
    emails: string[];
    orderIds: string[];
  }): Promise<AdminOrderView[]> {
    return this.views(await this.orders.forCustomer(match));
  }

  async detail(order: OrderRecord): Promise<AdminOrderDetail> {
    const [view] = await this.views([order]);
    return toAdminOrderDetail(view, await this.timeline(order));
  }

  async timeline(order: OrderRecord): Promise<OrderTimelineEntry[]> {
    const events = await this.dataSource
      .getRepository(OrderEvent)
      .find({ where: { orderId: order.orderId }, order: { at: 'ASC' } });
    const userIds = [...new Set(events.map((event) => event.actorId).filter((id): id is string => !!id && isUuid(id)))];
    const names = await this.users.namesOf(userIds);
    return events.map((event) => {
      const entry = toTimelineEntry(event, names);
      if (!entry.actorName && event.actorType === 'customer') entry.actorName = order.customerName;
      return entry;
    });
  }
}
