/**
 * GET /api/admin/dashboard payload, shared by backend and frontend (types only).
 * Money here is RM as an exact decimal string with 2 places ("1234.50"): the sums are made by
 * PostgreSQL on the numeric columns and never pass through a float.
 */

/** The calendar month in Malaysia time (GMT+8) the figures cover: [start, end). */
export interface DashboardMonth {
  /** YYYY-MM in GMT+8. */
  label: string;
  /** ISO instant of 00:00 GMT+8 on the 1st. */
  start: string;
  /** ISO instant of 00:00 GMT+8 on the 1st of the next month (exclusive). */
  end: string;
}

/** One of the month's best sellers among the revenue orders. */
export interface DashboardTopProduct {
  productId: string | null;
  productCode: string;
  /** The product's current title, or the title on its latest order line when it was deleted. */
  name: string;
  quantity: number;
  revenue: string;
}

export interface DashboardLowStockProduct {
  productId: string;
  productCode: string;
  name: string;
  stock: number;
  stockWarningLevel: number;
}

export interface DashboardLowCodesProduct {
  productCode: string;
  name: string;
  unsold: number;
  warningLevel: number;
  /** Paid orders waiting for this product's codes. */
  backorders: number;
}

/** One day of this month on the shop's clock, for the cards' sparklines. */
export interface DashboardDay {
  /** "2026-11-23". */
  day: string;
  orderCount: number;
  paidOrderCount: number;
  revenue: string;
}

/**
 * The month so far, day by day, and the same stretch of the month before (its first day up to as far into it as
 * this month has gone, at most its end): the cards' sparklines and their change against the previous period.
 */
export interface DashboardTrend {
  days: DashboardDay[];
  previous: { start: string; end: string; orderCount: number; paidOrderCount: number; revenue: string };
}

export interface DashboardSummary {
  month: DashboardMonth;
  /** Orders placed this month, whatever their status. */
  orderCount: number;
  /** Orders placed this month that count as revenue: payment paid and status not cancelled. */
  paidOrderCount: number;
  /** Sum of the revenue orders' totals. */
  revenue: string;
  trend: DashboardTrend;
  /** Up to 5, by quantity sold, then revenue (then name). */
  topProducts: DashboardTopProduct[];
  /** Work waiting for an admin now, whatever the month. */
  awaiting: {
    /** Status and payment still pending, receipt uploaded and waiting for review (a rejected one is not counted). */
    paymentReview: number;
    /** Payment paid, status pending, paid or processing, not a backorder: codes or account still to send. */
    toDeliver: number;
    /** Payment paid, not cancelled, waiting for codes that the pool does not have (filled on restock). */
    backorders: number;
    /** Customers' problem reports not yet resolved (replace, refund or reject). */
    problemReports: number;
    /** Of those, reports of a code that another customer reported too (a possibly leaked pool). */
    flaggedProblemReports: number;
  };
  /** Code-delivered products whose unsold codes are at or below their warning level. */
  lowCodes: {
    count: number;
    /** The most urgent few: most backorders first, then fewest unsold codes. */
    products: DashboardLowCodesProduct[];
  };
  /** Active products whose stock is under their stock warning level. */
  lowStock: {
    count: number;
    /** The lowest few, lowest stock first. */
    products: DashboardLowStockProduct[];
  };
  generatedAt: string;
}
