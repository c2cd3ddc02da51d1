import { HttpStatus, Injectable } from '@nestjs/common';
import { DiscountsService } from '../../discounts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import type {
  AuditAction,
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderSummary,
  AdminOrderView,
  AutoDeliveryOrderView,
} from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { AuditService, type StaffActor } from '../../audit';
import { FileStorageService } from '../../../core/storage/file-storage.service';
import { MailService } from '../../../core/mail/mail.service';
import { noDeliveries, OrderDeliveriesReader } from '../read/order-deliveries';
import { toAutoDeliveryOrderView } from '../read/admin-order.view';
import { AdminOrderReader, orderKey } from '../read/admin-order-reader.service';
import { applyAdminOrderFilter, shopDayRange } from '../rules/admin-order-filter';
import { shopTimeZone } from '../../../core/format/shop-time';
import { setStatusInOneStatement } from '../rules/admin-status-change';
import { AdminOrderFilterQuery, ListAdminOrdersQuery } from '../dto/admin-orders.dto';
import { OrderItem } from '../entities/order-item.entity';
import { Order } from '../entities/order.entity';
import { ADMIN_ORDER_MESSAGES, type OrderStatus, type PaymentStatus } from '../order.constants';
import type { OrderRecord } from '../read/order-record';
import { OrderPaidTransition } from './order-paid';
import { OrderStock } from './order-stock';
import { SalesRollup } from './sales-rollup';
import { OrderChange, OrderTransaction, OrderTransitions } from './order-transitions.service';

const DEFAULT_LIMIT = 50;

const AUTO_DELIVERY_LIMIT = 200;
/** Revenue orders, as on the dashboard (docs/orders.md "Dashboard"): payment confirmed, not cancelled. */
const REVENUE_ORDER = `o.paymentStatus = 'paid' AND o.status <> 'cancelled'`;

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', ADMIN_ORDER_MESSAGES.orderNotFound);

export interface ReceiptFile {
  content: Buffer;
  mimeType: string;
  fileName: string;
}

/** The admin orders screen: list, details, the dropdowns and the flag, the receipt, the steps text. */
/** The timeline actions of an admin's order change that the audit log records (docs/product/admin.md#audit-log). */
const AUDITED_ACTIONS: Partial<Record<string, { action: AuditAction; field: 'status' | 'paymentStatus' }>> = {
  status_changed: { action: 'order.status-changed', field: 'status' },
  payment_status_changed: { action: 'order.payment-status-changed', field: 'paymentStatus' },
};

@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: AdminOrderReader,
    private readonly transitions: OrderTransitions,
    private readonly stock: OrderStock,
    private readonly paid: OrderPaidTransition,
    private readonly deliveries: OrderDeliveriesReader,
    private readonly storage: FileStorageService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly discounts: DiscountsService,
    private readonly salesRollup: SalesRollup,
  ) {}

  /**
   * One page of the Orders screen: the page's orders first, from `orders` alone in the index's order, then their
   * lines; and how many match, counted on `orders` alone (with no filter, from the sales rollup's days). Joining the
   * lines before paging made PostgreSQL count and sort every order line: 3.5 s at a million orders (bench/README.md).
   */
  async list(query: ListAdminOrdersQuery): Promise<AdminOrderList> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const page = query.page ?? 1;
    const repository = this.dataSource.getRepository(Order);
    const matching = repository.createQueryBuilder('o');
    applyAdminOrderFilter(matching, query);
    const [pageIds, total] = await Promise.all([
      matching
        .clone()
        .select('o.id', 'id')
        .orderBy('o.createdAt', 'DESC')
        .addOrderBy('o.orderId', 'DESC')
        .offset((page - 1) * limit)
        .limit(limit)
        .getRawMany<{ id: string }>(),
      this.countMatching(query, matching),
    ]);
    const ids = pageIds.map((row) => row.id);
    const orders =
      ids.length === 0
        ? []
        : await repository
            .createQueryBuilder('o')
            .leftJoinAndSelect('o.items', 'item')
            .where('o.id IN (:...ids)', { ids })
            .orderBy('o.createdAt', 'DESC')
            .addOrderBy('o.orderId', 'DESC')
            .getMany();
    return { orders: await this.reader.views(orders), total };
  }

  /** How many orders match: from the sales rollup unless a search narrows the list, else counted. */
  private async countMatching(query: ListAdminOrdersQuery, matching: SelectQueryBuilder<Order>): Promise<number> {
    const fromRollup = await this.summaryFromRollup(query);
    return fromRollup ? fromRollup.totalOrders : matching.getCount();
  }

  /** The Orders screen's stats for its filters; money summed in SQL as numeric (exact to the sen). */
  async summary(filter: AdminOrderFilterQuery): Promise<AdminOrderSummary> {
    const builder = this.dataSource.getRepository(Order).createQueryBuilder('o');
    applyAdminOrderFilter(builder, filter);
    const fromRollup = await this.summaryFromRollup(filter);
    if (fromRollup) return fromRollup;
    const row = await builder
      .select('count(*)::int', 'totalOrders')
      .addSelect(`(count(*) FILTER (WHERE o.status = 'pending'))::int`, 'pending')
      .addSelect(`(count(*) FILTER (WHERE o.status = 'delivered'))::int`, 'delivered')
      .addSelect(`round(coalesce(sum(o.totalAmount) FILTER (WHERE ${REVENUE_ORDER}), 0), 2)::text`, 'revenue')
      .getRawOne<AdminOrderSummary>();
    return row ?? { totalOrders: 0, pending: 0, delivered: 0, revenue: '0.00' };
  }

  /**
   * The figures of a filter without a search from the sales rollup's day rows (kept per status and payment
   * status): counting the orders of a common status took 100 ms and more at a million orders. Null when the
   * rollup cannot answer (a search, or the rollup not yet in the shop's zone): the orders are counted.
   */
  private async summaryFromRollup(filter: AdminOrderFilterQuery): Promise<AdminOrderSummary | null> {
    if (filter.search?.trim()) return null;
    const timeZone = shopTimeZone();
    const { start, end } = shopDayRange(filter.from || undefined, filter.to || undefined, timeZone);
    const chosen = <T extends string>(value: T | 'all' | '' | undefined): T | null =>
      value && value !== 'all' ? value : null;
    return this.salesRollup.ordersSummary(
      { status: chosen(filter.status), paymentStatus: chosen(filter.paymentStatus), start, end },
      timeZone,
    );
  }

  async detail(id: string): Promise<AdminOrderDetail> {
    const order = await this.reader.findOrder(id);
    if (!order) throw notFound();
    return this.reader.detail(order);
  }

  /**
   * Any status may be set (docs/product/orders.md#order-statuses). Cancelling gives the reserved stock back, once (in a
   * transaction); every other status is one statement (setStatusInOneStatement).
   */
  async setStatus(admin: StaffActor, id: string, status: OrderStatus): Promise<AdminOrderView> {
    if (status === 'cancelled') return this.cancel(admin, id);
    const where = orderKey(id);
    if (!where) throw notFound();
    // The one statement and its audit entry in one transaction.
    const done = await this.transitions.inOneStatement('status_changed', (em) =>
      em.transaction(async (tx) => {
        const result = await setStatusInOneStatement(tx, where, status, admin.userId);
        if (result?.changed) {
          await this.audit.record(
            tx,
            admin,
            'order.status-changed',
            { type: 'order', id: result.orderId },
            {
              status: { from: result.was, to: status },
            },
          );
        }
        return result;
      }),
    );
    if (!done) throw notFound();
    return this.viewAfter(done);
  }

  private cancel(admin: StaffActor, id: string): Promise<AdminOrderView> {
    return this.change(admin, id, async (order, tx) => {
      if (order.status === 'cancelled') return null;
      // The order no longer waits for codes.
      await tx.update({ id: order.id }, { status: 'cancelled', ...(order.backorderedAt && { backorderedAt: null }) });
      const stockRestored = await this.stock.restoreOnce(tx, order, {
        type: 'staff',
        id: admin.userId,
        name: admin.name,
      });
      // An unpaid order gives its discount code's use back (once); a paid one keeps it (docs/product/discounts.md).
      // Its row is locked after the products' (restoreOnce), as checkout does.
      const discountReleased =
        order.paymentStatus !== 'paid' && (await this.discounts.releaseUse(tx.em, order.orderId));
      return {
        action: 'status_changed',
        details: { from: order.status, to: 'cancelled', stockRestored, ...(discountReleased && { discountReleased }) },
      };
    });
  }

  /** Staff's internal note (trimmed; empty clears it), with a timeline line saying who wrote what. */
  setInternalNote(admin: StaffActor, id: string, note: string): Promise<AdminOrderView> {
    const text = note.trim() || null;
    return this.change(admin, id, async (order, tx) => {
      if ((order.internalNote ?? null) === text) return null;
      await tx.update({ id: order.id }, { internalNote: text });
      return { action: 'note_added', details: { note: text ?? '', by: admin.name } };
    });
  }

  setPaymentStatus(admin: StaffActor, id: string, paymentStatus: PaymentStatus): Promise<AdminOrderView> {
    return this.change(admin, id, async (order, tx) => {
      if (order.paymentStatus === paymentStatus) return null;
      if (paymentStatus === 'paid') {
        // Confirming the payment by hand settles a receipt still waiting in the review queue.
        const settlesReceipt = order.receiptStorageKey && order.receiptReview !== 'verified';
        const paid = await this.paid.markPaid(tx, order, {
          patch: settlesReceipt
            ? {
                receiptReview: 'verified',
                receiptRejectionReason: null,
                receiptReviewedAt: new Date(),
                receiptReviewedBy: admin.userId,
              }
            : {},
        });
        return {
          action: 'payment_status_changed',
          details: {
            from: order.paymentStatus,
            to: paymentStatus,
            ...(paid.status && { status: paid.status }),
            ...(paid.backorderedFor && { backorderedFor: paid.backorderedFor }),
          },
        };
      }
      // Not paid any more: the order no longer waits for codes.
      await tx.update({ id: order.id }, { paymentStatus, ...(order.backorderedAt && { backorderedAt: null }) });
      return { action: 'payment_status_changed', details: { from: order.paymentStatus, to: paymentStatus } };
    });
  }

  setSuspicious(admin: StaffActor, id: string, isSuspicious: boolean): Promise<AdminOrderView> {
    return this.change(admin, id, async (order, tx) => {
      if (order.isSuspicious === isSuspicious) return null;
      await tx.flagged({ id: order.id }, isSuspicious);
      return { action: isSuspicious ? 'marked_suspicious' : 'marked_verified', details: {} };
    });
  }

  async receipt(id: string): Promise<ReceiptFile> {
    const order = await this.reader.findOrder(id);
    if (!order) throw notFound();
    if (!order.receiptStorageKey) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'receipt_not_found', ADMIN_ORDER_MESSAGES.noReceipt);
    }
    const content = await this.storage.read(order.receiptStorageKey).catch(() => {
      throw new ApiError(HttpStatus.NOT_FOUND, 'receipt_not_found', 'The receipt file could not be found.');
    });
    const extension = order.receiptStorageKey.split('.').pop() ?? 'bin';
    return {
      content,
      mimeType: order.receiptMimeType ?? 'application/octet-stream',
      fileName: `receipt-${order.orderId}.${extension}`,
    };
  }

  /** Paid orders (not cancelled), newest first: what auto delivery works on. */
  async autoDelivery(): Promise<AutoDeliveryOrderView[]> {
    const orders = await this.dataSource.getRepository(Order).find({
      where: { paymentStatus: 'paid' },
      order: { createdAt: 'DESC' },
      take: AUTO_DELIVERY_LIMIT,
    });
    const live = orders.filter((order) => order.status !== 'cancelled');
    const items = live.length
      ? await this.dataSource
          .getRepository(OrderItem)
          .createQueryBuilder('item')
          .where('item.orderId IN (:...ids)', { ids: live.map((order) => order.orderId) })
          .getMany()
      : [];
    for (const order of live) order.items = items.filter((item) => item.orderId === order.orderId);
    const orderIds = live.map((order) => order.orderId);
    const [deliveries, emails] = await Promise.all([this.deliveries.of(orderIds), this.mail.orderEmails(orderIds)]);
    return live.map((order) =>
      toAutoDeliveryOrderView(order, deliveries.get(order.orderId) ?? noDeliveries(), emails.get(order.orderId)),
    );
  }

  /** Locks the order, applies the change and writes its timeline line (OrderTransitions), then reads the view. */
  private async change(
    admin: StaffActor,
    id: string,
    apply: (order: OrderRecord, tx: OrderTransaction) => Promise<Omit<OrderChange, 'actorType' | 'actorId'> | null>,
  ): Promise<AdminOrderView> {
    const where = orderKey(id);
    if (!where) throw notFound();
    const done = await this.transitions.change(where, async (order, tx) => {
      const change = await apply(order, tx);
      const audited = change && AUDITED_ACTIONS[change.action];
      if (change && audited) {
        // The timeline's { from, to } as the field that changed, with the rest of its facts.
        const { from, to, ...facts } = change.details ?? {};
        await this.audit.record(
          tx.em,
          admin,
          audited.action,
          { type: 'order', id: order.orderId },
          {
            [audited.field]: { from, to },
            ...facts,
          },
        );
      }
      return change && { actorType: 'admin', actorId: admin.userId, ...change };
    });
    if (!done) throw notFound();
    return this.viewAfter(done);
  }

  /** A change was announced with a view read after its commit: answer with that same read. */
  private async viewAfter(done: { orderId: string; changed: boolean }): Promise<AdminOrderView> {
    const view = await (done.changed ? this.reader.viewAfterChange(done.orderId) : this.reader.view(done.orderId));
    if (!view) throw notFound();
    return view;
  }
}
