import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReportGranularity } from '@kedai/contracts';

/** Revenue orders, as on the dashboard (docs/orders.md "Dashboard"): paid and not cancelled. */
const REVENUE_ORDER = `o.payment_status = 'paid' AND o.status <> 'cancelled'`;
const IN_RANGE = `o.created_at >= $1 AND o.created_at < $2`;
/** The bucket's first day on the shop's clock ($3 zone, $4 day/week/month; weeks start on Monday). */
const BUCKET = `to_char(date_trunc($4, o.created_at AT TIME ZONE $3), 'YYYY-MM-DD')`;

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
 * The orders module's answers for the sales report (the reports module never reads these tables). Every
 * query is bounded by `created_at` so the `orders.created_at` index carries the range.
 */
@Injectable()
export class OrderSalesReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Revenue orders created in [start, end) per bucket: orders, units and their totals. */
  series(start: Date, end: Date, timeZone: string, granularity: ReportGranularity): Promise<SalesSeriesRow[]> {
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
  byPaymentMethod(start: Date, end: Date): Promise<SalesSplitRaw[]> {
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
  byProduct(start: Date, end: Date, limit: number): Promise<SalesSplitRaw[]> {
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
  byCategory(start: Date, end: Date): Promise<SalesSplitRaw[]> {
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
  async outcomes(start: Date, end: Date): Promise<SalesOutcomes> {
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
