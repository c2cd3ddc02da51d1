import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  DEFAULT_CODE_WARNING_LEVEL,
  type DashboardLowCodesProduct,
  type DashboardSummary,
  type DashboardTopProduct,
} from '@kedai/contracts';
import { ProductStockService, RENTAL_CATEGORY } from '../catalog';
import { OrderFiguresReadModel } from '../orders';
import { shopMonth, toDashboardMonth } from './shop-month';

const TOP_PRODUCTS = 5;
const LOW_STOCK_SHOWN = 5;
const LOW_CODES_SHOWN = 8;

/** Revenue orders (docs/orders.md "Dashboard"): the payment is confirmed and the order was not cancelled. */
const REVENUE_ORDER = `o.payment_status = 'paid' AND o.status <> 'cancelled'`;
const IN_MONTH = `o.created_at >= $1 AND o.created_at < $2`;

/** The admin dashboard's figures: this month on the shop's clock, work waiting, low stock. Money is summed in SQL. */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderFiguresReadModel,
    private readonly products: ProductStockService,
  ) {}

  async summary(now: Date = new Date()): Promise<DashboardSummary> {
    const month = shopMonth(now);
    const range = [month.start, month.end];
    const [totals, topProducts, awaiting, lowStock, lowCodes] = await Promise.all([
      this.orders.monthTotals(range[0], range[1]),
      this.topProducts(range),
      this.orders.awaiting(),
      this.products.lowStock(LOW_STOCK_SHOWN),
      this.lowCodes(),
    ]);
    return {
      month: toDashboardMonth(month),
      ...totals,
      topProducts,
      awaiting,
      lowStock,
      lowCodes,
      generatedAt: now.toISOString(),
    };
  }

  /** Lines of the month's revenue orders per product (by id; by code once the product is deleted). */
  private topProducts(range: Date[]): Promise<DashboardTopProduct[]> {
    return this.dataSource.query<DashboardTopProduct[]>(
      `SELECT i.product_id AS "productId",
              coalesce(min(p.product_code), (array_agg(i.product_code ORDER BY o.created_at DESC))[1]) AS "productCode",
              coalesce(min(p.title), (array_agg(i.title ORDER BY o.created_at DESC))[1]) AS name,
              sum(i.quantity)::int AS quantity,
              round(sum(i.line_total), 2)::text AS revenue
         FROM order_items i
         JOIN orders o ON o.order_id = i.order_id
         LEFT JOIN products p ON p.id = i.product_id
        WHERE ${IN_MONTH} AND ${REVENUE_ORDER}
        GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.product_code END
        ORDER BY sum(i.quantity) DESC, sum(i.line_total) DESC, name ASC
        LIMIT ${TOP_PRODUCTS}`,
      range,
    );
  }

  /**
   * Active code-delivered products (not generating codes) with unsold codes at or below their warning level;
   * those with customers waiting (backorders) first.
   */
  private async lowCodes(): Promise<DashboardSummary['lowCodes']> {
    const products = await this.dataSource.query<(DashboardLowCodesProduct & { total: number })[]>(
      `WITH pools AS (
         SELECT p.product_code, p.title, p.catalog_position,
                coalesce(s.warning_level, $2::int) AS warning_level,
                (SELECT count(*) FROM activation_codes c
                  WHERE c.product_code = p.product_code AND c.order_item_id IS NULL)::int AS unsold
           FROM products p
           LEFT JOIN code_pool_settings s ON s.product_code = p.product_code
          WHERE p.is_active AND p.category <> $1 AND NOT coalesce(s.allow_generated_codes, false)
       )
       SELECT pools.product_code AS "productCode", pools.title AS name, pools.unsold,
              pools.warning_level AS "warningLevel",
              (SELECT count(DISTINCT o.order_id) FROM orders o JOIN order_items i ON i.order_id = o.order_id
                WHERE i.product_code = pools.product_code AND o.backordered_at IS NOT NULL
                  AND o.status <> 'cancelled')::int AS backorders,
              (count(*) OVER ())::int AS total
         FROM pools
        WHERE pools.unsold <= pools.warning_level
        ORDER BY backorders DESC, pools.unsold ASC, pools.catalog_position, pools.title
        LIMIT ${LOW_CODES_SHOWN}`,
      [RENTAL_CATEGORY, DEFAULT_CODE_WARNING_LEVEL],
    );
    return {
      count: products[0]?.total ?? 0,
      products: products.map(({ total: _total, ...product }) => product),
    };
  }
}
