import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReportGranularity } from '@kedai/contracts';

/**
 * Refunds for the sales report: money paid back (pending or succeeded, as the ledger's totals count them), per
 * bucket of the day it was paid back on the shop's clock. Sen, exact integers.
 */
@Injectable()
export class RefundFiguresReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byBucket(
    start: Date,
    end: Date,
    timeZone: string,
    granularity: ReportGranularity,
  ): Promise<Map<string, number>> {
    const rows = await this.dataSource.query<{ bucket: string; sen: string }[]>(
      `SELECT to_char(date_trunc($4, l.created_at AT TIME ZONE $3), 'YYYY-MM-DD') AS bucket,
              sum(l.amount_sen)::text AS sen
         FROM payment_ledger l
        WHERE l.kind = 'refund' AND l.status IN ('pending', 'succeeded')
          AND l.created_at >= $1 AND l.created_at < $2
        GROUP BY 1`,
      [start, end, timeZone, granularity],
    );
    return new Map(rows.map((row) => [row.bucket, Number(row.sen)]));
  }

  /**
   * Money paid back per order (pending or succeeded), sen: every refunded order, or only those named. The customer
   * directory nets it off each customer's paid orders.
   */
  async refundedByOrder(orderIds?: string[]): Promise<{ orderIds: string[]; sen: number[] }> {
    const rows = await this.dataSource.query<{ orderId: string; sen: string }[]>(
      `SELECT l.order_id AS "orderId", sum(l.amount_sen)::text AS sen
         FROM payment_ledger l
        WHERE l.kind = 'refund' AND l.status IN ('pending', 'succeeded')
          ${orderIds ? 'AND l.order_id = ANY($1::text[])' : ''}
        GROUP BY l.order_id`,
      orderIds ? [orderIds] : [],
    );
    return { orderIds: rows.map((row) => row.orderId), sen: rows.map((row) => Number(row.sen)) };
  }
}
