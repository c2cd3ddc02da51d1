import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not } from 'typeorm';
import type { ReceiptReviewStats, ReceiptReviewStatus } from '@kedai/contracts';
import { OrderItem } from '../entities/order-item.entity';
import { Order } from '../entities/order.entity';
import type { OrderRecord } from './order-record';
import { applyReceiptFilter, type ReceiptFilter } from './receipt-filter';

/**
 * The uploaded receipts as the payments desk reads them. Receipts are columns of the orders table, so
 * their queries live here; the payments module decides what they mean.
 */
@Injectable()
export class ReceiptsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of orders with a receipt, by upload time (`ASC`: who waited longest first), and how many match. */
  page(
    filter: ReceiptFilter,
    direction: 'ASC' | 'DESC',
    page: number,
    limit: number,
  ): Promise<[Omit<OrderRecord, 'items'>[], number]> {
    return applyReceiptFilter(this.dataSource.getRepository(Order).createQueryBuilder('o'), filter)
      .orderBy('o.receiptUploadedAt', direction, 'NULLS LAST')
      .addOrderBy('o.orderId', direction)
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
  }

  /** How many receipts there are, by review status. */
  async stats(): Promise<ReceiptReviewStats> {
    const rows: { review: ReceiptReviewStatus | null; count: string }[] = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('o.receiptReview', 'review')
      .addSelect('COUNT(*)', 'count')
      .where('o.receiptStorageKey IS NOT NULL')
      .groupBy('o.receiptReview')
      .getRawMany();
    const count = (review: ReceiptReviewStatus) => Number(rows.find((row) => row.review === review)?.count ?? 0);
    const stats = { verified: count('verified'), pending: count('pending'), rejected: count('rejected') };
    return { total: rows.reduce((sum, row) => sum + Number(row.count), 0), ...stats };
  }

  /** The lines of these orders, by id. */
  linesOf(orderIds: string[]): Promise<{ orderId: string; title: string }[]> {
    return this.dataSource.getRepository(OrderItem).find({ where: { orderId: In(orderIds) }, order: { id: 'ASC' } });
  }

  /** The orders whose current receipt has one of these content hashes, oldest first. */
  withReceiptHashes(hashes: string[]): Promise<{ orderId: string; receiptSha256: string | null }[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(Order).find({
      select: { orderId: true, receiptSha256: true },
      where: { receiptSha256: In(hashes), receiptStorageKey: Not(IsNull()) },
      order: { createdAt: 'ASC' },
    });
  }
}
