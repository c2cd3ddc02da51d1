import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminOrderDetail, AdminOrderView, OrderEmailState, OrderTimelineEntry } from '@kedai/contracts';
import { isUuid } from '../../../core/database/sql-values';
import { MailService } from '../../../core/mail/mail.service';
import { noDeliveries, OrderDeliveriesReader, type DeliveriesJson, type OrderDeliveries } from './order-deliveries';
import { UsersService } from '../../users';
import { OrderEvent } from '../entities/order-event.entity';
import { toAdminOrderDetail, toAdminOrderView, toTimelineEntry } from './admin-order.view';
import type { OrderRecord } from './order-record';
import { OrderPolicy } from '../services/order-policy';
import { OrdersReadModel } from './orders.read-model';

export { orderKey } from './orders.read-model';

/** What an order's admin view shows besides the order: deliveries, e-mails, the cancellation hours. */
interface AroundOrders {
  deliveries: Map<string, OrderDeliveries>;
  emails: Map<string, OrderEmailState[]>;
  hours: number;
}

/** Reads orders as the admin screens show them: with their codes, rental and timeline. */
@Injectable()
export class AdminOrderReader {
  private readonly announcing = new Map<string, Promise<AdminOrderView | null>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersReadModel,
    private readonly deliveries: OrderDeliveriesReader,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly policy: OrderPolicy,
  ) {}

  /** An order by its orderId or its uuid `_id`, with its items; null when neither matches. */
  findOrder(id: string, em: EntityManager = this.dataSource.manager): Promise<OrderRecord | null> {
    return this.orders.findByKey(id, em);
  }

  async views(orders: OrderRecord[], em: EntityManager = this.dataSource.manager): Promise<AdminOrderView[]> {
    const around = await this.around(
      orders.map((order) => order.orderId),
      em,
    );
    return this.toViews(orders, around);
  }

  /**
   * One order as the admin screens show it, equal to its entry in `views`: the order, its lines, deliveries
   * and e-mails in one statement (one snapshot, one round trip; `views` takes four for a page of orders).
   */
  async view(orderId: string, em: EntityManager = this.dataSource.manager): Promise<AdminOrderView | null> {
    const [{ entities, raw }, hours] = await Promise.all([
      this.orders
        .withItemsQuery({ orderId }, em)
        .addSelect(this.deliveries.deliveriesJsonSql('o.order_id'), 'deliveries')
        .addSelect(this.mail.orderEmailsJsonSql('o.order_id'), 'emails')
        .getRawAndEntities<{ deliveries: DeliveriesJson; emails: OrderEmailState[] }>(),
      this.policy.cancellationHours(),
    ]);
    const [order] = entities;
    if (!order) return null;
    return this.toViews([order], {
      deliveries: new Map([[order.orderId, this.deliveries.fromJson(raw[0].deliveries)]]),
      emails: new Map([[order.orderId, this.mail.orderEmailsFromJson(raw[0].emails)]]),
      hours,
    })[0];
  }

  /**
   * The view announced for a change just committed (`order.changed`): read once, and kept while it is being
   * read so the request that made the change answers with the same read (see viewAfterChange). Called from
   * the event, synchronously after the commit, so a read kept here never started before that commit.
   */
  announcedView(orderId: string): Promise<AdminOrderView | null> {
    const reading = this.view(orderId);
    this.announcing.set(orderId, reading);
    const forget = () => {
      if (this.announcing.get(orderId) === reading) this.announcing.delete(orderId);
    };
    reading.then(forget, forget);
    return reading;
  }

  /**
   * The view after a change this process committed and announced: the announcement's read when it is still
   * under way (it began after that commit, or after a later one), otherwise a read of its own.
   */
  viewAfterChange(orderId: string): Promise<AdminOrderView | null> {
    const reading = this.announcing.get(orderId);
    return reading ? reading.catch(() => this.view(orderId)) : this.view(orderId);
  }

  private async around(orderIds: string[], em: EntityManager): Promise<AroundOrders> {
    const [deliveries, emails, hours] = await Promise.all([
      this.deliveries.of(orderIds, em),
      this.mail.orderEmails(orderIds),
      this.policy.cancellationHours(),
    ]);
    return { deliveries, emails, hours };
  }

  private toViews(orders: OrderRecord[], { deliveries, emails, hours }: AroundOrders): AdminOrderView[] {
    const now = Date.now();
    return orders.map((order) =>
      toAdminOrderView(order, deliveries.get(order.orderId) ?? noDeliveries(), now, emails.get(order.orderId), hours),
    );
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
      .find({ where: { orderId: order.orderId }, order: { at: 'ASC', id: 'ASC' } });
    const userIds = [...new Set(events.map((event) => event.actorId).filter((id): id is string => !!id && isUuid(id)))];
    const names = await this.users.namesOf(userIds);
    return events.map((event) => {
      const entry = toTimelineEntry(event, names);
      if (!entry.actorName && event.actorType === 'customer') entry.actorName = order.customerName;
      return entry;
    });
  }
}
