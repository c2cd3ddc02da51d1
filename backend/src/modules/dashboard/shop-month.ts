import { zonedMonth, type DashboardMonth, type ZonedMonth } from '@kedai/contracts';
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
