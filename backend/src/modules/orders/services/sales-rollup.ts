import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminOrderSummary, OrderStatus, PaymentStatus } from '@kedai/contracts';
import { SettingsService } from '../../settings';
import { splitByDays, wholeDays, type DaySplit } from '../rules/sales-days';

/** What the Orders screen's figures can be narrowed by without reading the orders (null: not narrowed). */
export interface RollupOrderFilter {
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  /** The first instant counted, the start of a day on the shop's clock. */
  start: Date | null;
  /** The first instant not counted, the start of a day on the shop's clock. */
  end: Date | null;
}

/**
 * The sales rollup (docs/orders.md#sales-rollup): per-day sums of the orders kept current by triggers in the
 * order's own transaction (migration OrderSalesRollup). This class says when it can answer for a range and keeps
 * it small and in the shop's time zone; the sales and dashboard read models ask it.
 */
@Injectable()
export class SalesRollup {
  private readonly logger = new Logger(SalesRollup.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /** The zone the rollup's days are in, null before its first build. */
  async zone(): Promise<string | null> {
    const [row] = await this.dataSource.query<{ zone: string | null }[]>(
      `SELECT time_zone AS zone FROM order_sales_rollup_state WHERE id = 1`,
    );
    return row?.zone ?? null;
  }

  /**
   * The Orders screen's figures (placed, still pending, delivered, revenue as the dashboard counts it) for a
   * filter without a search: a status, a payment status and whole days on the shop's clock, each optional; from
   * the days' rows, which are kept per status and payment status. Null when the rollup cannot answer: before its
   * first build, in another zone than `timeZone`, or for a range that is not whole days there.
   */
  async ordersSummary(filter: RollupOrderFilter, timeZone: string): Promise<AdminOrderSummary | null> {
    const days = wholeDays(filter.start, filter.end, timeZone);
    if (!days) return null;
    const [row] = await this.dataSource.query<(AdminOrderSummary & { zone: string | null })[]>(
      `SELECT (SELECT time_zone FROM order_sales_rollup_state WHERE id = 1) AS zone,
              coalesce(sum(d.placed), 0)::int AS "totalOrders", coalesce(sum(d.pending), 0)::int AS pending,
              coalesce(sum(d.delivered), 0)::int AS delivered, round(coalesce(sum(d.gross), 0), 2)::text AS revenue
         FROM order_sales_days d
        WHERE ($1::varchar IS NULL OR d.status = $1) AND ($2::varchar IS NULL OR d.payment_status = $2)
          AND ($3::date IS NULL OR d.day >= $3::date) AND ($4::date IS NULL OR d.day < $4::date)`,
      [filter.status ?? null, filter.paymentStatus ?? null, days.from, days.to],
    );
    if (row?.zone !== timeZone) return null;
    const { zone: _zone, ...summary } = row;
    return summary;
  }

  /**
   * [start, end) as rollup days and the pieces the orders answer for, or null when the rollup is in another zone
   * (Settings → Timezone just changed and the rollup job has not rebuilt it yet): then everything comes from the
   * orders themselves, which is slower but never wrong.
   */
  async split(start: Date, end: Date, timeZone: string): Promise<DaySplit | null> {
    return (await this.zone()) === timeZone ? splitByDays(start, end, timeZone) : null;
  }

  /**
   * The rollup job (every minute, maintenance queue): rebuilt in the shop's zone when that changed, otherwise each
   * day's rows folded into one, so a report reads a row per day and key however many orders changed.
   */
  async maintain(): Promise<string> {
    const timeZone = await this.settings.timeZone();
    if ((await this.zone()) !== timeZone) {
      const started = Date.now();
      await this.dataSource.query(`SELECT order_sales_rebuild($1)`, [timeZone]);
      this.logger.log(`Sales rollup rebuilt in ${timeZone} in ${Date.now() - started} ms`);
      return `rebuilt in ${timeZone}`;
    }
    await this.dataSource.query(`SELECT order_sales_fold(false)`);
    return 'folded';
  }
}
