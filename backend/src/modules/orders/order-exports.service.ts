import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { CsvValue } from '../../core/format/csv';
import { malaysiaTimestamp } from '../../core/format/malaysia-time';
import { Order } from './entities/order.entity';
import { applyAdminOrderFilter, type AdminOrderFilter } from './admin-order-filter';
import { applyReceiptFilter, type ReceiptFilter } from './receipt-filter';

const BATCH = 500;

export const PAYMENT_CSV_HEADER = ['Payment ID', 'Order ID', 'Customer', 'Amount', 'Payment Method', 'Status', 'Date'];
export const ORDER_CSV_HEADER = ['Order Number', 'Customer', 'Email', 'Total', 'Status', 'Payment Status', 'Date'];

const amount = (value: number) => value.toFixed(2);
const when = (date: Date | null) => (date ? malaysiaTimestamp(date) : '');

/**
 * The admin's CSV exports, with the screens' filters. The matching ids are read first (in the screen's
 * order), then the rows in batches, each written out before the next is read.
 */
@Injectable()
export class OrderExportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** payment_receipts.csv: one row per uploaded receipt; Status is the review (pending, verified, rejected). */
  async *paymentRows(filter: ReceiptFilter): AsyncIterable<CsvValue[][]> {
    const builder = applyReceiptFilter(this.dataSource.getRepository(Order).createQueryBuilder('o'), filter)
      .select('o.id', 'id')
      .orderBy('o.receiptUploadedAt', 'DESC', 'NULLS LAST')
      .addOrderBy('o.orderId', 'DESC');
    for await (const orders of this.batches(builder.getRawMany<{ id: string }>())) {
      yield orders.map((order) => [
        order.id,
        order.orderId,
        order.customerName,
        amount(order.totalAmount),
        order.paymentMethod,
        order.receiptReview ?? 'pending',
        when(order.receiptUploadedAt),
      ]);
    }
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
