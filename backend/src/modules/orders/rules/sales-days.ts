import { zonedDayKey, zonedDayStart } from '@kedai/contracts';

/** One calendar day after "YYYY-MM-DD" (calendar arithmetic, no zone involved). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

export interface DaySplit {
  /** Whole calendar days [from, to) on the zone's clock inside the range, or null when none is whole. */
  days: { from: string; to: string } | null;
  /** The parts of the range outside those days (before the first, after the last), at most two. */
  edges: [Date, Date][];
}

/**
 * The instants [start, end) as the whole days on the zone's clock that the sales rollup answers for, and the
 * pieces at either end that only the orders themselves can (the dashboard's "month before, as far as this month
 * has run" ends mid-day).
 */
export function splitByDays(start: Date, end: Date, timeZone: string): DaySplit {
  if (end.getTime() <= start.getTime()) return { days: null, edges: [] };
  const startDay = zonedDayKey(start, timeZone);
  const first = zonedDayStart(startDay, timeZone)!.getTime() === start.getTime() ? startDay : nextDay(startDay);
  const last = zonedDayKey(end, timeZone);
  const firstStart = zonedDayStart(first, timeZone)!;
  const lastStart = zonedDayStart(last, timeZone)!;
  if (first >= last) return { days: null, edges: [[start, end]] };
  const edges: [Date, Date][] = [];
  if (start.getTime() < firstStart.getTime()) edges.push([start, firstStart]);
  if (lastStart.getTime() < end.getTime()) edges.push([lastStart, end]);
  return { days: { from: first, to: last }, edges };
}

/** [start, end) as calendar days in the zone (either end open), or null when an end is not the start of a day. */
export function wholeDays(
  start: Date | null,
  end: Date | null,
  timeZone: string,
): { from: string | null; to: string | null } | null {
  const day = (instant: Date | null) => {
    if (!instant) return null;
    const key = zonedDayKey(instant, timeZone);
    return zonedDayStart(key, timeZone)?.getTime() === instant.getTime() ? key : undefined;
  };
  const from = day(start);
  const to = day(end);
  return from === undefined || to === undefined ? null : { from, to };
}

/** The first day of the month "YYYY-MM-DD" is in. */
function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month after the one "YYYY-MM-DD" is in. */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** How many calendar months [from, to) spans, both first days of a month. */
export function monthsOf(months: { from: string; to: string }): number {
  const [fromYear, fromMonth] = months.from.split('-').map(Number);
  const [toYear, toMonth] = months.to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/**
 * The whole calendar months [from, to) inside the days [from, to), as their first days; `from` and `to` are equal
 * when no month is whole. The days outside them are [from, months.from) and [months.to, to), either maybe empty, so
 * a reader sums the months' rows and the days' rows of those two pieces.
 */
export function wholeMonths(from: string, to: string): { from: string; to: string } {
  const first = monthOf(from) === from ? from : nextMonth(from);
  const last = monthOf(to);
  return first < last ? { from: first, to: last } : { from: to, to };
}
