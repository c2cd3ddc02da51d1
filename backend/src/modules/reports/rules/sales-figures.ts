import type { ReportGranularity, ReportPeriod, SalesBucket, SalesTotals } from '@kedai/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "12.30" (ringgit text from SQL) to 1230 sen, and back: sums in whole sen, never in floats. */
export const textToSen = (amount: string): number => Math.round(Number(amount) * 100);
export const senToText = (sen: number): string => {
  const sign = sen < 0 ? '-' : '';
  const whole = Math.abs(Math.round(sen));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

/** The first day of the bucket that holds a calendar day, as SQL's date_trunc does (weeks start on Monday). */
export function bucketOf(day: string, granularity: ReportGranularity): string {
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  if (granularity === 'day') return day;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every bucket the period touches, in order, so a day without sales shows as a zero rather than a gap. */
export function bucketsOf(period: Pick<ReportPeriod, 'from' | 'to'>, granularity: ReportGranularity): string[] {
  const keys: string[] = [];
  for (let at = Date.parse(`${period.from}T00:00:00Z`); at <= Date.parse(`${period.to}T00:00:00Z`); at += DAY_MS) {
    const key = bucketOf(new Date(at).toISOString().slice(0, 10), granularity);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

export interface BucketSales {
  bucket: string;
  orders: number;
  units: number;
  gross: string;
  /** What discount codes took off (ringgit text); absent counts as none. */
  discounts?: string;
}

/**
 * The series and totals of one period: revenue is the revenue orders' totals less the refunds paid back in the
 * bucket (a refund counts on the day it was made, not the day of the order). Discounts are what codes took off
 * the same revenue orders (already out of their totals: shown beside revenue, never taken off twice).
 */
export function salesFigures(
  buckets: string[],
  sales: BucketSales[],
  refundSen: Map<string, number>,
): { series: SalesBucket[]; totals: SalesTotals } {
  const byBucket = new Map(sales.map((row) => [row.bucket, row]));
  let orders = 0;
  let units = 0;
  let grossSen = 0;
  let refundsSen = 0;
  let discountsSen = 0;
  const series = buckets.map((bucket): SalesBucket => {
    const row = byBucket.get(bucket);
    const gross = row ? textToSen(row.gross) : 0;
    const refunds = refundSen.get(bucket) ?? 0;
    const discounts = row?.discounts ? textToSen(row.discounts) : 0;
    discountsSen += discounts;
    orders += row?.orders ?? 0;
    units += row?.units ?? 0;
    grossSen += gross;
    refundsSen += refunds;
    return {
      bucket,
      orders: row?.orders ?? 0,
      units: row?.units ?? 0,
      gross: senToText(gross),
      refunds: senToText(refunds),
      revenue: senToText(gross - refunds),
      discounts: senToText(discounts),
    };
  });
  const revenueSen = grossSen - refundsSen;
  return {
    series,
    totals: {
      orders,
      units,
      gross: senToText(grossSen),
      refunds: senToText(refundsSen),
      revenue: senToText(revenueSen),
      discounts: senToText(discountsSen),
      averageOrderValue: senToText(orders > 0 ? Math.round(revenueSen / orders) : 0),
    },
  };
}
