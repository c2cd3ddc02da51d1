import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderView,
  AutoDeliveryOrderView,
  InstallationStepsView,
} from '@kedai/contracts';
import { likePattern } from '../../core/database/sql-values';
import { ApiError } from '../../core/http/api-error';
import type { UserPrincipal } from '../../core/security/principal';
import { FileStorageService } from '../../core/storage/file-storage.service';
import { OrderItem } from '../orders/entities/order-item.entity';
import { Order } from '../orders/entities/order.entity';
import { toAutoDeliveryOrderView } from '../orders/admin-order.view';
import { AdminOrderReader, orderKey } from '../orders/admin-order-reader.service';
import { OrderChangesService } from '../orders/order-changes.service';
import { loadDeliveries, loadDeliveriesOf } from '../orders/order-deliveries';
import type { OrderStatus, PaymentStatus } from '../orders/order.constants';
import { restoreStockOnce } from '../orders/order-stock';
import { ListAdminOrdersQuery } from './dto/admin-orders.dto';
import { FULFILMENT_MESSAGES } from './fulfilment.constants';
import { guideText } from './installation-steps';

const DEFAULT_LIMIT = 50;
const AUTO_DELIVERY_LIMIT = 200;

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', FULFILMENT_MESSAGES.orderNotFound);

export interface ReceiptFile {
  content: Buffer;
  mimeType: string;
  fileName: string;
}

/** The admin orders screen: list, details, the dropdowns and the flag, the receipt, the steps text. */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: AdminOrderReader,
    private readonly changes: OrderChangesService,
    private readonly storage: FileStorageService,
  ) {}

  async list(query: ListAdminOrdersQuery): Promise<AdminOrderList> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const page = query.page ?? 1;
    const builder = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'item')
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.orderId', 'DESC');
    const search = query.search?.trim();
    if (search) {
      builder.andWhere('(o.orderId ILIKE :search OR o.customerName ILIKE :search OR o.customerEmail ILIKE :search)', {
        search: likePattern(search),
      });
    }
    if (query.status && query.status !== 'all') builder.andWhere('o.status = :status', { status: query.status });
    const [orders, total] = await builder
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { orders: await this.reader.views(orders), total };
  }

  async detail(id: string): Promise<AdminOrderDetail> {
    const order = await this.reader.findOrder(id);
    if (!order) throw notFound();
    return this.reader.detail(order);
  }

  /** admin §4: any status may be set. Cancelling gives the reserved stock back, once. */
  setStatus(admin: UserPrincipal, id: string, status: OrderStatus): Promise<AdminOrderView> {
    return this.change(admin, id, async (order, em) => {
      if (order.status === status) return null;
      const patch: Partial<Order> = { status };
      if ((status === 'shipped' || status === 'delivered') && !order.shippedAt) patch.shippedAt = new Date();
      await em.getRepository(Order).update({ id: order.id }, patch);
      const stockRestored = status === 'cancelled' ? await restoreStockOnce(em, order) : false;
      return { action: 'status_changed', details: { from: order.status, to: status, stockRestored } };
    });
  }

  setPaymentStatus(admin: UserPrincipal, id: string, paymentStatus: PaymentStatus): Promise<AdminOrderView> {
    return this.change(admin, id, async (order, em) => {
      if (order.paymentStatus === paymentStatus) return null;
      const patch: Partial<Order> = { paymentStatus };
      // A confirmed payment moves a pending order on to paid (the GUIDE step needs paid or processing).
      if (paymentStatus === 'paid' && order.status === 'pending') patch.status = 'paid';
      await em.getRepository(Order).update({ id: order.id }, patch);
      return {
        action: 'payment_status_changed',
        details: { from: order.paymentStatus, to: paymentStatus, ...(patch.status && { status: patch.status }) },
      };
    });
  }

  setSuspicious(admin: UserPrincipal, id: string, isSuspicious: boolean): Promise<AdminOrderView> {
    return this.change(admin, id, async (order, em) => {
      if (order.isSuspicious === isSuspicious) return null;
      await em.getRepository(Order).update({ id: order.id }, { isSuspicious });
      return { action: isSuspicious ? 'marked_suspicious' : 'marked_verified', details: {} };
    });
  }

  async receipt(id: string): Promise<ReceiptFile> {
    const order = await this.reader.findOrder(id);
    if (!order) throw notFound();
    if (!order.receiptStorageKey) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'receipt_not_found', FULFILMENT_MESSAGES.noReceipt);
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

  async installationSteps(id: string, version: 'admin' | 'customer'): Promise<InstallationStepsView> {
    const order = await this.reader.findOrder(id);
    if (!order) throw notFound();
    const { rental } = await loadDeliveriesOf(this.dataSource.manager, order.orderId);
    return {
      installationSteps: guideText(order, version, version === 'admin' ? rental : null),
      activationCode: order.activationCode,
      customerEmail: order.customerEmail,
      versionType: version,
      hasCustomerVersion: true,
      hasAdminVersion: true,
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
    const deliveries = await loadDeliveries(
      this.dataSource.manager,
      live.map((order) => order.orderId),
    );
    return live.map((order) =>
      toAutoDeliveryOrderView(order, deliveries.get(order.orderId) ?? { codes: [], rental: null }),
    );
  }

  /** Locks the order, applies the change, appends the timeline, then announces it. */
  private async change(
    admin: UserPrincipal,
    id: string,
    apply: (
      order: Order,
      em: import('typeorm').EntityManager,
    ) => Promise<{ action: string; details: Record<string, unknown> } | null>,
  ): Promise<AdminOrderView> {
    const where = orderKey(id);
    if (!where) throw notFound();
    const { orderId, changed } = await this.dataSource.transaction(async (em) => {
      const order = await em.getRepository(Order).findOne({ where, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound();
      const change = await apply(order, em);
      if (change)
        await this.changes.append(em, order.orderId, { actorType: 'admin', actorId: admin.userId, ...change });
      return { orderId: order.orderId, changed: change !== null };
    });
    const view = changed ? await this.changes.announce(orderId) : await this.reader.view(orderId);
    if (!view) throw notFound();
    return view;
  }
}
