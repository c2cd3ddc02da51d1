import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReportGranularity } from '@kedai/contracts';
import { shopTimeZone } from '../../../core/format/shop-time';
import { SalesRollup } from '../services/sales-rollup';
import { monthsOf, wholeMonths } from '../rules/sales-days';

/** Revenue orders, as on the dashboard (docs/orders.md "Dashboard"): paid and not cancelled. */
const REVENUE_ORDER = `o.payment_status = 'paid' AND o.status <> 'cancelled'`;
const IN_RANGE = `o.created_at >= $1 AND o.created_at < $2`;
/** The bucket's first day on the shop's clock ($3 zone, $4 day/week/month; weeks start on Monday). */
const BUCKET = `to_char(date_trunc($4, o.created_at AT TIME ZONE $3), 'YYYY-MM-DD')`;
/** The rollup's days [$1, $2) (calendar days on the shop's clock). */
const IN_DAYS = `d.day >= $1::date AND d.day < $2::date`;
/**
 * The `limit` best sellers of the rollup's days [from, to), as the relation `best` (product_key, product_id,
 * product_code, label, orders, units, gross) with its parameters; the caller orders it by units, revenue, then
 * label, and keeps `limit`.
 *
 * The totals per product come first, from the month rows of the whole months of the range and the day rows of the
 * days outside them, and keep the `limit` best (with any tied with the last, so the label can still break the tie).
 * A range that is one calendar month (the dashboard's) reads only that month's rows, in the order of their index, so
 * the sums stream without a hash table: at 10,000 products 10,000 rows in about 15 ms, where the month's 100,000
 * day rows took 60 and more. Only the products kept are then named, from their own day rows (the index by product
 * and day): netted per name and the time it was sold under, since an order's share taken away cancels its own
 * name, so the newest name whose orders still add up to more than none names the product.
 */
export function bestSellingProducts(limit: number, from: string, to: string): { cte: string; params: string[] } {
  const months = wholeMonths(from, to);
  const sources: string[] = [];
  if (months.from < months.to)
    sources.push(`SELECT m.product_key, m.orders, m.units, m.gross
            FROM order_sales_product_months m
           WHERE ${monthsOf(months) === 1 ? 'm.month = $3::date AND m.month < $4::date' : 'm.month >= $3::date AND m.month < $4::date'}`);
  if (from < months.from || months.to < to)
    sources.push(`SELECT d.product_key, d.orders, d.units, d.gross
            FROM order_sales_product_days d
           WHERE (d.day >= $1::date AND d.day < $3::date) OR (d.day >= $4::date AND d.day < $2::date)`);
  const cte = `totals AS (
  SELECT x.product_key, sum(x.orders) AS orders, sum(x.units) AS units, sum(x.gross) AS gross
    FROM (${sources.join('\n          UNION ALL\n          ')}) x
   GROUP BY x.product_key
  HAVING sum(x.orders) > 0
   ORDER BY sum(x.units) DESC, sum(x.gross) DESC
   FETCH FIRST ${Math.max(1, Math.floor(limit))} ROWS WITH TIES),
named AS (
  SELECT d.product_key, d.product_id, d.product_code, d.label, d.label_at, sum(d.orders) AS orders
    FROM order_sales_product_days d
   WHERE ${IN_DAYS} AND d.product_key IN (SELECT t.product_key FROM totals t)
   GROUP BY 1, 2, 3, 4, 5),
best AS (
  SELECT t.product_key,
         (array_agg(n.product_id ORDER BY n.label_at DESC) FILTER (WHERE n.orders > 0))[1] AS product_id,
         (array_agg(n.product_code ORDER BY n.label_at DESC) FILTER (WHERE n.orders > 0))[1] AS product_code,
         (array_agg(n.label ORDER BY n.label_at DESC) FILTER (WHERE n.orders > 0))[1] AS label,
         t.orders, t.units, t.gross
    FROM totals t
    JOIN named n ON n.product_key = t.product_key
   GROUP BY t.product_key, t.orders, t.units, t.gross)`;
  return { cte, params: [from, to, months.from, months.to] };
}

export interface SalesSeriesRow {
  bucket: string;
  orders: number;
  units: number;
  /** Ringgit as text, summed in SQL. */
  gross: string;
  /** What discount codes took off these orders (ringgit text). */
  discounts: string;
}

export interface SalesSplitRaw {
  key: string;
  label: string;
  orders: number;
  units: number;
  gross: string;
}

export interface SalesOutcomes {
  unpaid: number;
  cancelled: number;
}

/**
 * The orders module's answers for the sales report (the reports module never reads these tables). A range of
 * whole days on the shop's clock (every report's) is read from the sales rollup, a few rows per day; any other
 * range, or while the rollup is being rebuilt in a new zone, from the orders, bounded by `created_at` so the
 * `orders.created_at` index carries the range. Both give the same answer (test/api/sales-rollup.api.spec.ts).
 */
@Injectable()
export class OrderSalesReadModel {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rollup: SalesRollup,
  ) {}

  /** The rollup's days for exactly [start, end), or null when the orders must answer. */
  private async rollupDays(start: Date, end: Date, timeZone: string): Promise<[string, string] | null> {
    const split = await this.rollup.split(start, end, timeZone);
    return split?.days && split.edges.length === 0 ? [split.days.from, split.days.to] : null;
  }

  /** Revenue orders created in [start, end) per bucket: orders, units and their totals. */
  async series(start: Date, end: Date, timeZone: string, granularity: ReportGranularity): Promise<SalesSeriesRow[]> {
    const days = await this.rollupDays(start, end, timeZone);
    if (days)
      return this.dataSource.query<SalesSeriesRow[]>(
        `SELECT to_char(date_trunc($3, d.day::timestamp), 'YYYY-MM-DD') AS bucket,
                sum(d.orders)::int AS orders,
                sum(d.units)::int AS units,
                round(sum(d.gross), 2)::text AS gross,
                round(sum(d.discounts), 2)::text AS discounts
           FROM order_sales_days d
          WHERE ${IN_DAYS}
          GROUP BY 1
         HAVING sum(d.orders) > 0
          ORDER BY 1`,
        [...days, granularity],
      );
    return this.dataSource.query<SalesSeriesRow[]>(
      `SELECT ${BUCKET} AS bucket,
              count(*)::int AS orders,
              coalesce(sum(u.units), 0)::int AS units,
              round(coalesce(sum(o.total_amount), 0), 2)::text AS gross,
              round(coalesce(sum(o.discount_amount), 0), 2)::text AS discounts
         FROM orders o
         LEFT JOIN LATERAL (SELECT sum(i.quantity) AS units FROM order_items i WHERE i.order_id = o.order_id) u
           ON true
        WHERE ${IN_RANGE} AND ${REVENUE_ORDER}
        GROUP BY 1
        ORDER BY 1`,
      [start, end, timeZone, granularity],
    );
  }

  /** Revenue orders created in [start, end) per stored payment method key (the caller names them). */
  async byPaymentMethod(start: Date, end: Date, timeZone = shopTimeZone()): Promise<SalesSplitRaw[]> {
    const days = await this.rollupDays(start, end, timeZone);
    if (days)
      return this.dataSource.query<SalesSplitRaw[]>(
        `SELECT d.payment_method AS key, d.payment_method AS label,
                sum(d.orders)::int AS orders,
                sum(d.units)::int AS units,
                round(sum(d.gross), 2)::text AS gross
           FROM order_sales_days d
          WHERE ${IN_DAYS}
          GROUP BY d.payment_method
         HAVING sum(d.orders) > 0
          ORDER BY sum(d.gross) DESC, d.payment_method`,
        days,
      );
    return this.dataSource.query<SalesSplitRaw[]>(
      `SELECT o.payment_method AS key, o.payment_method AS label,
              count(*)::int AS orders,
              coalesce(sum(u.units), 0)::int AS units,
              round(coalesce(sum(o.total_amount), 0), 2)::text AS gross
         FROM orders o
         LEFT JOIN LATERAL (SELECT sum(i.quantity) AS units FROM order_items i WHERE i.order_id = o.order_id) u
           ON true
        WHERE ${IN_RANGE} AND ${REVENUE_ORDER}
        GROUP BY o.payment_method
        ORDER BY sum(o.total_amount) DESC, o.payment_method`,
      [start, end],
    );
  }

  /** Lines of revenue orders per product (per code once deleted), named by the latest line; best sellers first. */
  async byProduct(start: Date, end: Date, limit: number, timeZone = shopTimeZone()): Promise<SalesSplitRaw[]> {
    const days = await this.rollupDays(start, end, timeZone);
    if (days) {
      const best = bestSellingProducts(limit, ...days);
      return this.dataSource.query<SalesSplitRaw[]>(
        `WITH ${best.cte}
         SELECT b.product_key AS key, b.label, b.orders::int AS orders, b.units::int AS units,
                round(b.gross, 2)::text AS gross
           FROM best b
          ORDER BY b.units DESC, b.gross DESC, b.label
          LIMIT ${Math.max(1, Math.floor(limit))}`,
        best.params,
      );
    }
    return this.dataSource.query<SalesSplitRaw[]>(
      `SELECT coalesce(i.product_id::text, i.product_code) AS key,
              (array_agg(i.title ORDER BY o.created_at DESC))[1] AS label,
              count(DISTINCT o.order_id)::int AS orders,
              sum(i.quantity)::int AS units,
              round(sum(i.line_total), 2)::text AS gross
         FROM order_items i
         JOIN orders o ON o.order_id = i.order_id
        WHERE ${IN_RANGE} AND ${REVENUE_ORDER}
        GROUP BY 1
        ORDER BY sum(i.quantity) DESC, sum(i.line_total) DESC, 2
        LIMIT ${Math.max(1, Math.floor(limit))}`,
      [start, end],
    );
  }

  /** Lines of revenue orders per category the line was sold under. */
  async byCategory(start: Date, end: Date, timeZone = shopTimeZone()): Promise<SalesSplitRaw[]> {
    const days = await this.rollupDays(start, end, timeZone);
    if (days)
      return this.dataSource.query<SalesSplitRaw[]>(
        `SELECT d.category AS key, d.category AS label,
                sum(d.orders)::int AS orders,
                sum(d.units)::int AS units,
                round(sum(d.gross), 2)::text AS gross
           FROM order_sales_category_days d
          WHERE ${IN_DAYS}
          GROUP BY d.category
         HAVING sum(d.orders) > 0
          ORDER BY sum(d.gross) DESC, d.category`,
        days,
      );
    return this.dataSource.query<SalesSplitRaw[]>(
      `SELECT i.category AS key, i.category AS label,
              count(DISTINCT o.order_id)::int AS orders,
              sum(i.quantity)::int AS units,
              round(sum(i.line_total), 2)::text AS gross
         FROM order_items i
         JOIN orders o ON o.order_id = i.order_id
        WHERE ${IN_RANGE} AND ${REVENUE_ORDER}
        GROUP BY i.category
        ORDER BY sum(i.line_total) DESC, i.category`,
      [start, end],
    );
  }

  /** Orders created in [start, end) that are not revenue: still unpaid (not cancelled), and cancelled. */
  async outcomes(start: Date, end: Date, timeZone = shopTimeZone()): Promise<SalesOutcomes> {
    const days = await this.rollupDays(start, end, timeZone);
    if (days) {
      const [summed] = await this.dataSource.query<SalesOutcomes[]>(
        `SELECT coalesce(sum(d.unpaid), 0)::int AS unpaid, coalesce(sum(d.cancelled), 0)::int AS cancelled
           FROM order_sales_days d
          WHERE ${IN_DAYS}`,
        days,
      );
      return summed;
    }
    const [row] = await this.dataSource.query<SalesOutcomes[]>(
      `SELECT (count(*) FILTER (WHERE o.status <> 'cancelled' AND o.payment_status <> 'paid'))::int AS unpaid,
              (count(*) FILTER (WHERE o.status = 'cancelled'))::int AS cancelled
         FROM orders o
        WHERE ${IN_RANGE}`,
      [start, end],
    );
    return row;
  }
}
