import { zonedDayKey, zonedMonth, type DashboardMonth, type ZonedMonth } from '@kedai/contracts';
import { shopTimeZone } from '../../core/format/shop-time';

export type MonthRange = ZonedMonth;

/** The calendar month on the shop's clock (Settings → Timezone) that `now` falls in, as instants [start, end). */
export function shopMonth(now: Date, timeZone: string = shopTimeZone()): MonthRange {
  return zonedMonth(now, timeZone);
}

export const toDashboardMonth = (range: MonthRange): DashboardMonth => ({
  label: range.label,
  start: range.start.toISOString(),
  end: range.end.toISOString(),
});

/**
 * The stretch of the month before that compares with this month so far: from its first instant, as long as this
 * month has run until `now` (never past its own end, so 31 March compares with all of February).
 */
export function previousStretch(month: MonthRange, now: Date, timeZone: string = shopTimeZone()) {
  const previous = zonedMonth(new Date(month.start.getTime() - 1), timeZone);
  const elapsed = Math.max(0, now.getTime() - month.start.getTime());
  const end = new Date(Math.min(previous.start.getTime() + elapsed, previous.end.getTime()));
  return { start: previous.start, end };
}

/** This month's days on the shop's clock from the 1st up to today, "2026-11-01" … */
export function daysSoFar(month: MonthRange, now: Date, timeZone: string = shopTimeZone()): string[] {
  const today = zonedDayKey(now, timeZone);
  const days: string[] = [];
  for (let day = 1; day <= 31; day += 1) {
    const key = `${month.label}-${String(day).padStart(2, '0')}`;
    if (key > today) break;
    days.push(key);
  }
  return days;
}
