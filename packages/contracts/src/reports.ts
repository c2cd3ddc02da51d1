import { CONVERSATION_CHANNELS, type ConversationChannel } from './realtime';

/** Admin reports (docs/product/admin.md "Reports"): the range a report covers and what it answers. */

export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The longest range one report covers, in days: a year and a day (leap years). */
export const MAX_REPORT_DAYS = 366;

/** A report's range: calendar days [from, to] inclusive on the shop's clock, and the instants [start, end). */
export interface ReportPeriod {
  from: string;
  to: string;
  start: string;
  end: string;
}

/** One bucket of the sales series. Money is "12.30" text in ringgit, summed in SQL. */
export interface SalesBucket {
  /** The bucket's first day on the shop's clock, "2026-11-23" (weeks start on Monday). */
  bucket: string;
  orders: number;
  units: number;
  gross: string;
  refunds: string;
  /** gross - refunds. */
  revenue: string;
  /** What discount codes took off the bucket's revenue orders (already out of gross; shown, not subtracted). */
  discounts: string;
}

export interface SalesTotals {
  orders: number;
  units: number;
  gross: string;
  refunds: string;
  revenue: string;
  discounts: string;
  /** revenue / orders, "0.00" without orders. */
  averageOrderValue: string;
}

export interface SalesSplitRow {
  key: string;
  label: string;
  orders: number;
  units: number;
  gross: string;
}

export interface SalesPeriodReport {
  period: ReportPeriod;
  totals: SalesTotals;
  series: SalesBucket[];
}

export interface SalesReport {
  timeZone: string;
  granularity: ReportGranularity;
  current: SalesPeriodReport;
  previous: SalesPeriodReport;
  byPaymentMethod: SalesSplitRow[];
  byProduct: SalesSplitRow[];
  byCategory: SalesSplitRow[];
  /**
   * Orders created in the range that never became revenue, and carts looked at in the range (a browser's cart
   * page or checkout) with no order placed from them within a day; the last day's are not known yet.
   */
  outcomes: { unpaid: number; cancelled: number; abandoned: number };
  generatedAt: string;
}

/** A spread of durations in whole seconds: median and 90th percentile (linear between ranks), null without any. */
export interface DurationSpread {
  count: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

/** Customer ratings 1–5: the average ("4.50", two places) and how many of each, [ones, twos, …, fives]. */
export interface CsatFigures {
  count: number;
  average: string | null;
  distribution: [number, number, number, number, number];
}

/**
 * The channels the support report tells apart (docs/product/admin.md "Reports"): the inbox's conversation channels
 * (web chat, WhatsApp, and e-mail: a web conversation the customer has answered by e-mail).
 */
export const SUPPORT_CHANNELS = CONVERSATION_CHANNELS;
export type SupportChannel = ConversationChannel;

export const isSupportChannel = (value: unknown): value is SupportChannel =>
  typeof value === 'string' && (SUPPORT_CHANNELS as readonly string[]).includes(value);

/** "Where is my order?" answers (sent without an agent), apart from keyword auto-replies. */
export interface OrderStatusAnswerFigures {
  /** Answers sent. */
  sent: number;
  /** Conversations that got at least one. */
  conversations: number;
  /** Of those, how many no agent wrote in after the first answer: answered without an agent. */
  answeredWithoutAgent: number;
}

/** One bucket of the support series (conversations started in it, and the ratings they got). */
export interface SupportBucket {
  bucket: string;
  conversations: number;
  csat: CsatFigures;
}

export interface SupportTotals {
  /** Conversations started in the period. */
  conversations: number;
  /** From the customer's first message to the first agent reply after it. */
  firstResponse: DurationSpread;
  /** From the conversation's start to its end, for the conversations that ended. */
  resolution: DurationSpread;
  csat: CsatFigures;
  /**
   * Keyword auto-replies (greeting and away messages and paid orders' product answers included; not "where is my
   * order?") sent; conversations that got one; of those, how many an agent still answered after it.
   */
  autoReplies: { sent: number; conversations: number; agentAnsweredAfter: number };
  whereIsMyOrder: OrderStatusAnswerFigures;
}

/** One channel's figures over the conversations the report covers (the period's, in the chosen channel). */
export interface SupportChannelRow {
  channel: SupportChannel;
  conversations: number;
  firstResponse: DurationSpread;
  resolution: DurationSpread;
  csat: CsatFigures;
  autoReplies: number;
  whereIsMyOrder: OrderStatusAnswerFigures;
}

export interface SupportPeriodReport {
  period: ReportPeriod;
  totals: SupportTotals;
  series: SupportBucket[];
}

/** Per agent: first replies they wrote (first response), conversations they held when it ended (resolution). */
export interface SupportAgentRow {
  agentId: string;
  name: string;
  firstResponse: DurationSpread;
  resolution: DurationSpread;
  csat: CsatFigures;
}

export interface SupportReport {
  timeZone: string;
  granularity: ReportGranularity;
  /** The channel the figures are for (`?channel=`), or null for every channel. */
  channel: SupportChannel | null;
  current: SupportPeriodReport;
  previous: SupportPeriodReport;
  /** Conversations started in the range by weekday × hour on the shop's clock: [Monday … Sunday][0 … 23]. */
  heatMap: number[][];
  byAgent: SupportAgentRow[];
  /** The current period per channel, every channel listed (only the chosen one when filtered). */
  byChannel: SupportChannelRow[];
  /** Right now, whatever the range: conversations waiting for an agent, and how long the oldest has waited. */
  waitingNow: { count: number; longestWaitSeconds: number | null };
  generatedAt: string;
}
