import {
  MAX_REPORT_DAYS,
  REPORT_GRANULARITIES,
  zonedTime,
  type ReportGranularity,
  type ReportPeriod,
} from '@kedai/contracts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportRange {
  granularity: ReportGranularity;
  current: ReportPeriod;
  previous: ReportPeriod;
}

export type RangeResult = { ok: true; range: ReportRange } | { ok: false; message: string };

/** "2026-11-23" as a calendar day number (days since 1970-01-01), or null when it is no real date. */
function dayNumber(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  // 2026-02-30 rolls into March: not a date a person meant.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return utc / DAY_MS;
}

const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Calendar days [first, last] on the shop's clock as a period with its instants [start, end). */
function period(first: number, last: number, timeZone: string): ReportPeriod {
  const at = (day: number) => {
    const date = new Date(day * DAY_MS);
    return zonedTime(timeZone, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  };
  return {
    from: dayText(first),
    to: dayText(last),
    start: at(first).toISOString(),
    end: at(last + 1).toISOString(),
  };
}

/**
 * A report's range from the query: `from` and `to` are calendar days on the shop's clock, both included; the
 * previous period is the same number of days just before `from` (a 30-day range compares with the 30 days
 * before it, a month with the days before it rather than the previous calendar month, so both have as many days).
 */
export function reportRange(
  query: { from?: unknown; to?: unknown; granularity?: unknown },
  timeZone: string,
): RangeResult {
  const first = dayNumber(query.from);
  const last = dayNumber(query.to);
  if (first === null || last === null) {
    return { ok: false, message: 'Choose a range with "from" and "to" as dates like 2026-11-01.' };
  }
  if (last < first) return { ok: false, message: 'The range ends before it starts: "to" must be on or after "from".' };
  const days = last - first + 1;
  if (days > MAX_REPORT_DAYS) {
    return { ok: false, message: `A report covers at most ${MAX_REPORT_DAYS} days; this range has ${days}.` };
  }
  const granularity = query.granularity ?? 'day';
  if (!(REPORT_GRANULARITIES as readonly unknown[]).includes(granularity)) {
    return { ok: false, message: `Group by one of: ${REPORT_GRANULARITIES.join(', ')}.` };
  }
  return {
    ok: true,
    range: {
      granularity: granularity as ReportGranularity,
      current: period(first, last, timeZone),
      previous: period(first - days, first - 1, timeZone),
    },
  };
}
