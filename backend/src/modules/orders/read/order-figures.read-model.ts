import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DashboardSummary, DashboardTopProduct } from '@kedai/contracts';
import { shopTimeZone } from '../../../core/format/shop-time';
import { SalesRollup } from '../services/sales-rollup';
import { bestSellingProducts } from './order-sales.read-model';

/** The dashboard's waiting work that orders answer for (problem reports are their own module's). */
type OrdersAwaiting = Omit<DashboardSummary['awaiting'], 'problemReports' | 'flaggedProblemReports'>;

/** Revenue orders (docs/orders.md "Dashboard"): the payment is confirmed and the order was not cancelled. */
const REVENUE_ORDER = `o.payment_status = 'paid' AND o.status <> 'cancelled'`;
const IN_MONTH = `o.created_at >= $1 AND o.created_at < $2`;

export interface MonthTotals {
  orderCount: number;
  paidOrderCount: number;
  revenue: string;
}

/** An empty instant range, for an edge the range does not have. */
const NO_EDGE: [Date, Date] = [new Date(0), new Date(0)];

/**
 * The order figures the admin dashboard shows: a month's totals and the work waiting. Whole days on the shop's
 * clock come from the sales rollup (see SalesRollup), the rest from the orders.
 */
@Injectable()
export class OrderFiguresReadModel {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rollup: SalesRollup,
  ) {}

  /** The orders created in [start, end), how many count as revenue, and their total (summed in SQL). */
  async monthTotals(start: Date, end: Date, timeZone = shopTimeZone()): Promise<MonthTotals> {
    const split = await this.rollup.split(start, end, timeZone);
    if (split?.days) {
      // The whole days from the rollup, the part-days at either end (the month before "as far as this month has
      // run" ends mid-day) from the orders, added up in one statement.
      const edges = [...split.edges, NO_EDGE, NO_EDGE];
      const [totals] = await this.dataSource.query<MonthTotals[]>(
        `SELECT coalesce(sum(x.placed), 0)::int AS "orderCount",
                coalesce(sum(x.paid), 0)::int AS "paidOrderCount",
                round(coalesce(sum(x.gross), 0), 2)::text AS revenue
           FROM (SELECT d.placed, d.orders AS paid, d.gross
                   FROM order_sales_days d WHERE d.day >= $1::date AND d.day < $2::date
                 UNION ALL
                 SELECT 1, CASE WHEN ${REVENUE_ORDER} THEN 1 ELSE 0 END,
                        CASE WHEN ${REVENUE_ORDER} THEN o.total_amount ELSE 0 END
                   FROM orders o
                  WHERE (o.created_at >= $3 AND o.created_at < $4) OR (o.created_at >= $5 AND o.created_at < $6)) x`,
        [split.days.from, split.days.to, ...edges[0], ...edges[1]],
      );
      return totals;
    }
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

  /** The same figures per calendar day on the shop's clock (days without orders are left out). */
  async dailyTotals(start: Date, end: Date, timeZone: string): Promise<(MonthTotals & { day: string })[]> {
    const split = await this.rollup.split(start, end, timeZone);
    if (split?.days && split.edges.length === 0)
      return this.dataSource.query<(MonthTotals & { day: string })[]>(
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                sum(d.placed)::int AS "orderCount",
                sum(d.orders)::int AS "paidOrderCount",
                round(sum(d.gross), 2)::text AS revenue
           FROM order_sales_days d
          WHERE d.day >= $1::date AND d.day < $2::date
          GROUP BY d.day
         HAVING sum(d.placed) > 0
          ORDER BY 1`,
        [split.days.from, split.days.to],
      );
    return this.dataSource.query<(MonthTotals & { day: string })[]>(
      `SELECT to_char(o.created_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day,
              count(*)::int AS "orderCount",
              (count(*) FILTER (WHERE ${REVENUE_ORDER}))::int AS "paidOrderCount",
              round(coalesce(sum(o.total_amount) FILTER (WHERE ${REVENUE_ORDER}), 0), 2)::text AS revenue
         FROM orders o
        WHERE ${IN_MONTH}
        GROUP BY 1
        ORDER BY 1`,
      [start, end, timeZone],
    );
  }

  /** The buckets of `bucketOf` (@kedai/contracts), counted in SQL: see the state table in docs/fulfilment.md. */
  async awaiting(): Promise<OrdersAwaiting> {
    const [row] = await this.dataSource.query<OrdersAwaiting[]>(
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

  /**
   * The best sellers among the revenue orders created in [start, end): units, then revenue, per product id (per
   * code once the product is deleted), named by the latest order line (the dashboard puts today's name on it).
   */
  async topProducts(start: Date, end: Date, limit: number, timeZone = shopTimeZone()): Promise<DashboardTopProduct[]> {
    const split = await this.rollup.split(start, end, timeZone);
    if (split?.days && split.edges.length === 0) {
      const best = bestSellingProducts(limit, split.days.from, split.days.to);
      return this.dataSource.query<DashboardTopProduct[]>(
        `WITH ${best.cte}
         SELECT b.product_id AS "productId", b.product_code AS "productCode", b.label AS name,
                b.units::int AS quantity, round(b.gross, 2)::text AS revenue
           FROM best b
          ORDER BY b.units DESC, b.gross DESC, b.label ASC
          LIMIT ${Math.max(1, Math.floor(limit))}`,
        best.params,
      );
    }
    return this.dataSource.query<DashboardTopProduct[]>(
      `SELECT i.product_id AS "productId",
              (array_agg(i.product_code ORDER BY o.created_at DESC))[1] AS "productCode",
              (array_agg(i.title ORDER BY o.created_at DESC))[1] AS name,
              sum(i.quantity)::int AS quantity,
              round(sum(i.line_total), 2)::text AS revenue
         FROM order_items i
         JOIN orders o ON o.order_id = i.order_id
        WHERE ${IN_MONTH} AND ${REVENUE_ORDER}
        GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.product_code END
        ORDER BY sum(i.quantity) DESC, sum(i.line_total) DESC, name ASC
        LIMIT ${Math.max(1, Math.floor(limit))}`,
      [start, end],
    );
  }
}
