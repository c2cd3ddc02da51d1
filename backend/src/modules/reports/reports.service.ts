import { BadRequestException, Injectable } from '@nestjs/common';
import {
  isSupportChannel,
  paymentMethodLabel,
  SUPPORT_CHANNELS,
  type SupportChannel,
  type DurationSpread,
  type ReportPeriod,
  type SalesPeriodReport,
  type SalesReport,
  type SupportPeriodReport,
  type SupportReport,
} from '@kedai/contracts';
import { shopTimeZone } from '../../core/format/shop-time';
import { SupportFiguresReadModel } from '../chat';
import { CartVisits } from '../checkout';
import { OrderSalesReadModel } from '../orders';
import { RefundFiguresReadModel } from '../payments';
import { reportRange, type ReportRange } from './rules/report-range';
import { bucketsOf, salesFigures } from './rules/sales-figures';
import { agentRows, channelRows, heatMapOf, supportFigures } from './rules/support-figures';

/** How many products the report's product split lists (the dashboard keeps its own five). */
const PRODUCTS_LISTED = 20;

export interface ReportQuery {
  from?: unknown;
  to?: unknown;
  granularity?: unknown;
  /** The support report's channel: web, whatsapp or email; all when absent, empty or "all". */
  channel?: unknown;
}

/** The channel a support report is filtered by, null for all, or a 400 that names the accepted ones. */
export function supportChannelOf(query: ReportQuery): SupportChannel | null {
  const value = query.channel;
  if (value === undefined || value === '' || value === 'all') return null;
  if (isSupportChannel(value)) return value;
  throw new BadRequestException(`The channel must be one of: all, ${SUPPORT_CHANNELS.join(', ')}.`);
}

/**
 * The admin reports. Each figure comes from the module that owns its table, through a read model on its public
 * face (orders for orders and lines, payments for refunds, chat for conversations); this module only ranges, buckets and adds up.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly orders: OrderSalesReadModel,
    private readonly refunds: RefundFiguresReadModel,
    private readonly support: SupportFiguresReadModel,
    private readonly carts: CartVisits,
  ) {}

  /** The range from a query, or a 400 that says what is wrong with it. */
  range(query: ReportQuery, timeZone: string = shopTimeZone()): ReportRange {
    const result = reportRange(query, timeZone);
    if (!result.ok) throw new BadRequestException(result.message);
    return result.range;
  }

  async sales(query: ReportQuery, now: Date = new Date()): Promise<SalesReport> {
    const timeZone = shopTimeZone();
    const range = this.range(query, timeZone);
    const start = new Date(range.current.start);
    const end = new Date(range.current.end);
    const [current, previous, byPaymentMethod, byProduct, byCategory, outcomes, abandoned] = await Promise.all([
      this.period(range.current, range, timeZone),
      this.period(range.previous, range, timeZone),
      this.orders.byPaymentMethod(start, end, timeZone),
      this.orders.byProduct(start, end, PRODUCTS_LISTED, timeZone),
      this.orders.byCategory(start, end, timeZone),
      this.orders.outcomes(start, end, timeZone),
      this.carts.abandoned(start, end),
    ]);
    return {
      timeZone,
      granularity: range.granularity,
      current,
      previous,
      byPaymentMethod: byPaymentMethod.map((row) => ({ ...row, label: paymentMethodLabel(row.key) })),
      byProduct,
      byCategory,
      outcomes: { ...outcomes, abandoned },
      generatedAt: now.toISOString(),
    };
  }

  /** The support report: conversations started in the range (and the one before), and who waits right now. */
  async supportReport(query: ReportQuery, now: Date = new Date()): Promise<SupportReport> {
    const timeZone = shopTimeZone();
    const range = this.range(query, timeZone);
    const channel = supportChannelOf(query);
    const facts = (period: ReportPeriod) =>
      this.support.conversations(new Date(period.start), new Date(period.end), timeZone, range.granularity, channel);
    const [current, previous, waitingNow] = await Promise.all([
      facts(range.current),
      facts(range.previous),
      this.support.waitingNow(now, channel),
    ]);
    const periodReport = (period: ReportPeriod, rows: typeof current): SupportPeriodReport => ({
      period,
      ...supportFigures(bucketsOf(period, range.granularity), rows),
    });
    return {
      timeZone,
      granularity: range.granularity,
      channel,
      current: periodReport(range.current, current),
      previous: periodReport(range.previous, previous),
      heatMap: heatMapOf(current),
      byAgent: agentRows(current),
      byChannel: channelRows(current, channel),
      waitingNow,
      generatedAt: now.toISOString(),
    };
  }

  private async period(period: ReportPeriod, range: ReportRange, timeZone: string): Promise<SalesPeriodReport> {
    const start = new Date(period.start);
    const end = new Date(period.end);
    const [sales, refunds] = await Promise.all([
      this.orders.series(start, end, timeZone, range.granularity),
      this.refunds.byBucket(start, end, timeZone, range.granularity),
    ]);
    return { period, ...salesFigures(bucketsOf(period, range.granularity), sales, refunds) };
  }
}

export const SALES_CSV_HEADER = [
  'Period',
  'Bucket',
  'Orders',
  'Units',
  'Gross (RM)',
  'Refunds (RM)',
  'Revenue (RM)',
  'Discounts (RM)',
];

/** The report's series as CSV rows: the chosen range, then the previous period. */
export function salesCsvRows(report: SalesReport): (string | number)[][] {
  const rows = (name: string, period: SalesPeriodReport) =>
    period.series.map((row) => [
      name,
      row.bucket,
      row.orders,
      row.units,
      // Numbers, not text: a negative revenue day ("-5.50") is a figure, not a formula the CSV writer must defuse.
      Number(row.gross),
      Number(row.refunds),
      Number(row.revenue),
      Number(row.discounts),
    ]);
  return [...rows('current', report.current), ...rows('previous', report.previous)];
}

export const SUPPORT_CSV_HEADER = [
  'Section',
  'Period',
  'Bucket or agent',
  'Conversations',
  'First response median (s)',
  'First response p90 (s)',
  'Resolution median (s)',
  'Resolution p90 (s)',
  'Ratings',
  'CSAT average',
  '1★',
  '2★',
  '3★',
  '4★',
  '5★',
  'Auto-replies',
  'Where is my order? answers',
  'Answered without an agent',
];

const CHANNEL_NAMES: Record<SupportChannel, string> = { web: 'Web chat', whatsapp: 'WhatsApp', email: 'E-mail' };

const spreadCells = (spread: DurationSpread | null) => [spread?.medianSeconds ?? '', spread?.p90Seconds ?? ''];

/**
 * The support report as CSV rows: which channel it covers, each period's series and totals, one row per agent,
 * then one per channel (the current period).
 */
export function supportCsvRows(report: SupportReport): (string | number)[][] {
  const period = (name: string, part: SupportPeriodReport) => [
    ...part.series.map((row) => [
      'series',
      name,
      row.bucket,
      row.conversations,
      ...spreadCells(null),
      ...spreadCells(null),
      row.csat.count,
      row.csat.average === null ? '' : Number(row.csat.average),
      ...row.csat.distribution,
      '',
      '',
      '',
    ]),
    [
      'totals',
      name,
      `${part.period.from} to ${part.period.to}`,
      part.totals.conversations,
      ...spreadCells(part.totals.firstResponse),
      ...spreadCells(part.totals.resolution),
      part.totals.csat.count,
      part.totals.csat.average === null ? '' : Number(part.totals.csat.average),
      ...part.totals.csat.distribution,
      part.totals.autoReplies.sent,
      part.totals.whereIsMyOrder.sent,
      part.totals.whereIsMyOrder.answeredWithoutAgent,
    ],
  ];
  const blanks = (count: number) => Array.from({ length: count }, () => '');
  return [
    ['channel', 'filter', report.channel ? CHANNEL_NAMES[report.channel] : 'All channels', ...blanks(15)],
    ...period('current', report.current),
    ...period('previous', report.previous),
    ...report.byAgent.map((row) => [
      'agent',
      'current',
      row.name,
      Math.max(row.firstResponse.count, row.resolution.count),
      ...spreadCells(row.firstResponse),
      ...spreadCells(row.resolution),
      row.csat.count,
      row.csat.average === null ? '' : Number(row.csat.average),
      ...row.csat.distribution,
      '',
      '',
      '',
    ]),
    ...report.byChannel.map((row) => [
      'channel',
      'current',
      CHANNEL_NAMES[row.channel],
      row.conversations,
      ...spreadCells(row.firstResponse),
      ...spreadCells(row.resolution),
      row.csat.count,
      row.csat.average === null ? '' : Number(row.csat.average),
      ...row.csat.distribution,
      row.autoReplies,
      row.whereIsMyOrder.sent,
      row.whereIsMyOrder.answeredWithoutAgent,
    ]),
  ];
}
