import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DashboardSummary } from '@kedai/contracts';

/** Revenue orders (docs/orders.md "Dashboard"): the payment is confirmed and the order was not cancelled. */
const REVENUE_ORDER = `o.payment_status = 'paid' AND o.status <> 'cancelled'`;
const IN_MONTH = `o.created_at >= $1 AND o.created_at < $2`;

export interface MonthTotals {
  orderCount: number;
  paidOrderCount: number;
  revenue: string;
}

/** The order figures the admin dashboard shows: a month's totals and the work waiting. */
@Injectable()
export class OrderFiguresReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The orders created in [start, end), how many count as revenue, and their total (summed in SQL). */
  async monthTotals(start: Date, end: Date): Promise<MonthTotals> {
    const [row] = await this.dataSource.query<MonthTotals[]>(
      `SELECT count(*)::int AS "orderCount",
              (count(*) FILTER (WHERE ${REVENUE_ORDER}))::int AS "paidOrderCount",
              round(coalesce(sum(o.total_amount) FILTER (WHERE ${REVENUE_ORDER}), 0), 2)::text AS revenue
         FROM orders o
        WHERE ${IN_MONTH}`,
      [start, end],
    );
    return row;
  }

  /** The buckets of `bucketOf` (@kedai/contracts), counted in SQL: see the state table in docs/fulfilment.md. */
  async awaiting(): Promise<DashboardSummary['awaiting']> {
    const [row] = await this.dataSource.query<DashboardSummary['awaiting'][]>(
      `SELECT (count(*) FILTER (WHERE o.status = 'pending' AND o.payment_status = 'pending'
                                  AND o.receipt_storage_key IS NOT NULL
                                  AND coalesce(o.receipt_review, 'pending') = 'pending'))::int AS "paymentReview",
              (count(*) FILTER (WHERE o.payment_status = 'paid' AND o.backordered_at IS NULL
                                  AND o.status IN ('pending', 'paid', 'processing')))::int AS "toDeliver",
              (count(*) FILTER (WHERE o.payment_status = 'paid' AND o.backordered_at IS NOT NULL))::int AS backorders
         FROM orders o
        WHERE o.status <> 'cancelled'
          AND (o.status IN ('pending', 'paid', 'processing') OR o.backordered_at IS NOT NULL)`,
    );
    return row;
  }
}
