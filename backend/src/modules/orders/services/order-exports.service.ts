import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { CsvValue } from '../../../core/format/csv';
import { malaysiaTimestamp } from '../../../core/format/malaysia-time';
import { Order } from '../entities/order.entity';
import { applyAdminOrderFilter, type AdminOrderFilter } from '../rules/admin-order-filter';
import { applyReceiptFilter, type ReceiptFilter } from '../read/receipt-filter';
import { UsersService } from '../../users/users.service';

const BATCH = 500;

export const ORDER_CSV_HEADER = ['Order Number', 'Customer', 'Email', 'Total', 'Status', 'Payment Status', 'Date'];
export const CUSTOMER_CSV_HEADER = [
  'Customer ID',
  'Name',
  'Email',
  'Phone',
  'Role',
  'Status',
  'Orders',
  'Total Paid',
  'Joined',
  'Last Login',
];

const amount = (value: number) => value.toFixed(2);
const when = (date: Date | null) => (date ? malaysiaTimestamp(date) : '');

/**
 * The admin's CSV exports, with the screens' filters. The matching ids are read first (in the screen's
 * order), then the rows in batches, each written out before the next is read.
 */
@Injectable()
export class OrderExportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /** The orders with an uploaded receipt, in batches, newest upload first (the payments CSV's rows). */
  receiptOrders(filter: ReceiptFilter): AsyncIterable<Order[]> {
    const builder = applyReceiptFilter(this.dataSource.getRepository(Order).createQueryBuilder('o'), filter)
      .select('o.id', 'id')
      .orderBy('o.receiptUploadedAt', 'DESC', 'NULLS LAST')
      .addOrderBy('o.orderId', 'DESC');
    return this.batches(builder.getRawMany<{ id: string }>());
  }

  /** orders_export.csv: every order matching the orders screen's filters, newest first. */
  async *orderRows(filter: AdminOrderFilter): AsyncIterable<CsvValue[][]> {
    const builder = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.orderId', 'DESC');
    applyAdminOrderFilter(builder, filter);
    for await (const orders of this.batches(builder.getRawMany<{ id: string }>())) {
      yield orders.map((order) => [
        order.orderId,
        order.customerName,
        order.customerEmail,
        amount(order.totalAmount),
        order.status,
        order.paymentStatus,
        when(order.createdAt),
      ]);
    }
  }

  /**
   * customers.csv: every account of the Users screen (its search), newest first, with its orders: how many
   * it placed and the total of those paid.
   */
  async *customerRows(search: string | undefined): AsyncIterable<CsvValue[][]> {
    for await (const users of this.users.listInBatches(search, BATCH)) {
      if (users.length === 0) continue;
      const totals = await this.dataSource
        .getRepository(Order)
        .createQueryBuilder('o')
        .select('o.user_id', 'userId')
        .addSelect('COUNT(*)::int', 'orders')
        .addSelect(`COALESCE(SUM(o.total_amount) FILTER (WHERE o.payment_status = 'paid'), 0)`, 'paid')
        .where('o.user_id IN (:...ids)', { ids: users.map((user) => user.id) })
        .groupBy('o.user_id')
        .getRawMany<{ userId: string; orders: number; paid: string }>();
      const byUser = new Map(totals.map((row) => [row.userId, row]));
      yield users.map((user) => [
        user.id,
        user.name,
        user.email,
        user.phone,
        user.role,
        user.isActive ? 'active' : 'inactive',
        byUser.get(user.id)?.orders ?? 0,
        amount(Number(byUser.get(user.id)?.paid ?? 0)),
        when(user.createdAt),
        when(user.lastLoginAt),
      ]);
    }
  }

  private async *batches(ids: Promise<{ id: string }[]>): AsyncIterable<Order[]> {
    const ordered = (await ids).map((row) => row.id);
    for (let start = 0; start < ordered.length; start += BATCH) {
      const slice = ordered.slice(start, start + BATCH);
      const rows = await this.dataSource.getRepository(Order).findBy({ id: In(slice) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      yield slice.flatMap((id) => byId.get(id) ?? []);
    }
  }
}
