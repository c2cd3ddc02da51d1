import { Injectable } from '@nestjs/common';
import {
  DEFAULT_CODE_WARNING_LEVEL,
  type DashboardSummary,
  type DashboardTopProduct,
  type DashboardTrend,
} from '@kedai/contracts';
import { ProductStockService, RENTAL_CATEGORY } from '../catalog';
import { CodePoolLevels } from '../fulfilment';
import { OrderFiguresReadModel, OrdersReadModel } from '../orders';
import { ProblemReportsService } from '../problem-reports';
import { rankLowCodes } from './low-codes-rank';
import { shopTimeZone } from '../../core/format/shop-time';
import { daysSoFar, previousStretch, shopMonth, toDashboardMonth } from './shop-month';

const TOP_PRODUCTS = 5;
const LOW_STOCK_SHOWN = 5;
const LOW_CODES_SHOWN = 8;

/** The admin dashboard's figures: this month on the shop's clock, work waiting, low stock. Money is summed in SQL. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly orders: OrderFiguresReadModel,
    private readonly backorders: OrdersReadModel,
    private readonly products: ProductStockService,
    private readonly pools: CodePoolLevels,
    private readonly problems: ProblemReportsService,
  ) {}

  async summary(now: Date = new Date()): Promise<DashboardSummary> {
    const timeZone = shopTimeZone();
    const month = shopMonth(now, timeZone);
    const range = [month.start, month.end];
    const [totals, trend, topProducts, awaiting, lowStock, lowCodes, problems] = await Promise.all([
      this.orders.monthTotals(range[0], range[1]),
      this.trend(month, now, timeZone),
      this.topProducts(range),
      this.orders.awaiting(),
      this.products.lowStock(LOW_STOCK_SHOWN),
      this.lowCodes(),
      this.problems.awaiting(),
    ]);
    return {
      month: toDashboardMonth(month),
      ...totals,
      trend,
      topProducts,
      awaiting: { ...awaiting, problemReports: problems.open, flaggedProblemReports: problems.flagged },
      lowStock,
      lowCodes,
      generatedAt: now.toISOString(),
    };
  }

  /** This month day by day (a day without orders as zeros), and the same stretch of the month before. */
  private async trend(month: ReturnType<typeof shopMonth>, now: Date, timeZone: string): Promise<DashboardTrend> {
    const before = previousStretch(month, now, timeZone);
    const [daily, previous] = await Promise.all([
      this.orders.dailyTotals(month.start, month.end, timeZone),
      this.orders.monthTotals(before.start, before.end),
    ]);
    const byDay = new Map(daily.map((row) => [row.day, row]));
    return {
      days: daysSoFar(month, now, timeZone).map((day) => {
        const row = byDay.get(day);
        return {
          day,
          orderCount: row?.orderCount ?? 0,
          paidOrderCount: row?.paidOrderCount ?? 0,
          revenue: row?.revenue ?? '0.00',
        };
      }),
      previous: { start: before.start.toISOString(), end: before.end.toISOString(), ...previous },
    };
  }

  /** The month's best sellers, under each product's name today (the name on its last order line once deleted). */
  private async topProducts(range: Date[]): Promise<DashboardTopProduct[]> {
    const top = await this.orders.topProducts(range[0], range[1], TOP_PRODUCTS);
    const ids = top.flatMap((product) => (product.productId ? [product.productId] : []));
    const today = await this.products.namesById(ids);
    return top.map((product) => {
      const current = product.productId ? today.get(product.productId) : undefined;
      return current ? { ...product, productCode: current.productCode, name: current.title } : product;
    });
  }

  /**
   * Active code-delivered products (not generating codes) with unsold codes at or below their warning level;
   * those with customers waiting (backorders) first. Each module answers for its own tables: the catalogue
   * for the products, fulfilment for the pools, orders for the backorders; the ranking is `rankLowCodes`. Only
   * the products that can make the list are ranked: every one with customers waiting, and the emptiest pools
   * in catalogue order, as many as are shown besides those.
   */
  private async lowCodes(): Promise<DashboardSummary['lowCodes']> {
    const [codes, waiting] = await Promise.all([
      this.products.activeProductCodesExcept(RENTAL_CATEGORY),
      this.backorders.backordersByProduct(),
    ]);
    const waitedFor = codes.filter((code) => waiting.has(code));
    const low = await this.pools.low(codes, DEFAULT_CODE_WARNING_LEVEL, LOW_CODES_SHOWN + waitedFor.length, waitedFor);
    const listings = await this.products.listingsByCode([...low.levels.keys()]);
    const ranked = rankLowCodes(
      listings.flatMap((product) => {
        const level = low.levels.get(product.productCode);
        return level ? [{ ...product, ...level, backorders: waiting.get(product.productCode) ?? 0 }] : [];
      }),
    );
    return {
      count: low.count,
      products: ranked.slice(0, LOW_CODES_SHOWN).map((product) => ({
        productCode: product.productCode,
        name: product.title,
        unsold: product.unsold,
        warningLevel: product.warningLevel,
        backorders: product.backorders,
      })),
    };
  }
}
