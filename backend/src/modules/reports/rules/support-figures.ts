import {
  SUPPORT_CHANNELS,
  type CsatFigures,
  type DurationSpread,
  type OrderStatusAnswerFigures,
  type SupportAgentRow,
  type SupportBucket,
  type SupportChannel,
  type SupportChannelRow,
  type SupportTotals,
} from '@kedai/contracts';

/** What the support figures need of one conversation (the chat module's read model gives these). */
export interface ConversationFacts {
  bucket: string;
  weekday: number;
  hour: number;
  channel: SupportChannel;
  firstResponseSeconds: number | null;
  firstResponderId: string | null;
  firstResponderName: string | null;
  resolutionSeconds: number | null;
  assigneeId: string | null;
  assigneeName: string | null;
  csatRating: number | null;
  autoReplies: number;
  agentAfterAuto: boolean;
  orderStatusAnswers: number;
  agentAfterOrderStatus: boolean;
}

/**
 * The q-th quantile (0–1) of some numbers, linear between the two nearest ranks (as PostgreSQL's
 * percentile_cont and a spreadsheet's PERCENTILE do), rounded to whole seconds; null for none.
 */
export function quantile(values: number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = q * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return Math.round(sorted[below] + (sorted[above] - sorted[below]) * (rank - below));
}

export function spreadOf(values: number[]): DurationSpread {
  return { count: values.length, medianSeconds: quantile(values, 0.5), p90Seconds: quantile(values, 0.9) };
}

/** Ratings 1–5 as an average to two places (from whole hundredths, not floats) and a count of each. */
export function csatOf(ratings: number[]): CsatFigures {
  const distribution: CsatFigures['distribution'] = [0, 0, 0, 0, 0];
  let sum = 0;
  for (const rating of ratings) {
    distribution[rating - 1] += 1;
    sum += rating;
  }
  if (ratings.length === 0) return { count: 0, average: null, distribution };
  const hundredths = Math.round((sum * 100) / ratings.length);
  return {
    count: ratings.length,
    average: `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`,
    distribution,
  };
}

const present = <T>(values: (T | null)[]): T[] => values.filter((value): value is T => value !== null);

/**
 * "Where is my order?" answers: how many were sent, in how many conversations, and in how many of those no agent
 * wrote after the first one (answered without an agent).
 */
export function orderStatusAnswersOf(
  conversations: Pick<ConversationFacts, 'orderStatusAnswers' | 'agentAfterOrderStatus'>[],
): OrderStatusAnswerFigures {
  const answered = conversations.filter((row) => row.orderStatusAnswers > 0);
  return {
    sent: answered.reduce((sum, row) => sum + row.orderStatusAnswers, 0),
    conversations: answered.length,
    answeredWithoutAgent: answered.filter((row) => !row.agentAfterOrderStatus).length,
  };
}

/** A period's totals and series: every bucket listed, a bucket without conversations as zeros. */
export function supportFigures(
  buckets: string[],
  conversations: ConversationFacts[],
): { totals: SupportTotals; series: SupportBucket[] } {
  const withAuto = conversations.filter((row) => row.autoReplies > 0);
  const totals: SupportTotals = {
    conversations: conversations.length,
    firstResponse: spreadOf(present(conversations.map((row) => row.firstResponseSeconds))),
    resolution: spreadOf(present(conversations.map((row) => row.resolutionSeconds))),
    csat: csatOf(present(conversations.map((row) => row.csatRating))),
    autoReplies: {
      sent: withAuto.reduce((sum, row) => sum + row.autoReplies, 0),
      conversations: withAuto.length,
      agentAnsweredAfter: withAuto.filter((row) => row.agentAfterAuto).length,
    },
    whereIsMyOrder: orderStatusAnswersOf(conversations),
  };
  const series = buckets.map((bucket): SupportBucket => {
    const rows = conversations.filter((row) => row.bucket === bucket);
    return { bucket, conversations: rows.length, csat: csatOf(present(rows.map((row) => row.csatRating))) };
  });
  return { totals, series };
}

/** Conversations by weekday × hour: seven rows (Monday first) of 24 hours. */
export function heatMapOf(conversations: Pick<ConversationFacts, 'weekday' | 'hour'>[]): number[][] {
  const cells = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of conversations) cells[row.weekday - 1][row.hour] += 1;
  return cells;
}

/**
 * Per agent: first response over the first replies they wrote, resolution and ratings over the conversations
 * assigned to them when they ended. Busiest (most conversations either way) first, then by name.
 */
export function agentRows(conversations: ConversationFacts[]): SupportAgentRow[] {
  const agents = new Map<string, { name: string; first: number[]; resolution: number[]; ratings: number[] }>();
  const agent = (id: string, name: string | null) => {
    let entry = agents.get(id);
    if (!entry) agents.set(id, (entry = { name: name ?? 'Agent', first: [], resolution: [], ratings: [] }));
    return entry;
  };
  for (const row of conversations) {
    if (row.firstResponderId && row.firstResponseSeconds !== null) {
      agent(row.firstResponderId, row.firstResponderName).first.push(row.firstResponseSeconds);
    }
    if (row.assigneeId && row.resolutionSeconds !== null) {
      const entry = agent(row.assigneeId, row.assigneeName);
      entry.resolution.push(row.resolutionSeconds);
      if (row.csatRating !== null) entry.ratings.push(row.csatRating);
    }
  }
  return [...agents.entries()]
    .map(([agentId, entry]) => ({
      agentId,
      name: entry.name,
      firstResponse: spreadOf(entry.first),
      resolution: spreadOf(entry.resolution),
      csat: csatOf(entry.ratings),
    }))
    .sort(
      (a, b) =>
        Math.max(b.firstResponse.count, b.resolution.count) - Math.max(a.firstResponse.count, a.resolution.count) ||
        a.name.localeCompare(b.name),
    );
}

/** The conversations per channel, in the report's order (web chat, WhatsApp, e-mail); only `only` when given. */
export function channelRows(
  conversations: ConversationFacts[],
  only: SupportChannel | null = null,
): SupportChannelRow[] {
  return SUPPORT_CHANNELS.filter((channel) => only === null || channel === only).map((channel) => {
    const rows = conversations.filter((row) => row.channel === channel);
    return {
      channel,
      conversations: rows.length,
      firstResponse: spreadOf(present(rows.map((row) => row.firstResponseSeconds))),
      resolution: spreadOf(present(rows.map((row) => row.resolutionSeconds))),
      csat: csatOf(present(rows.map((row) => row.csatRating))),
      autoReplies: rows.reduce((sum, row) => sum + row.autoReplies, 0),
      whereIsMyOrder: orderStatusAnswersOf(rows),
    };
  });
}
