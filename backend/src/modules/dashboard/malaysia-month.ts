import type { DashboardMonth } from '@kedai/contracts';

/** Malaysia keeps GMT+8 all year (no daylight saving). */
const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface MonthRange {
  label: string;
  start: Date;
  end: Date;
}

/** The calendar month in GMT+8 that `now` falls in, as UTC instants [start, end). */
export function malaysiaMonth(now: Date): MonthRange {
  const local = new Date(now.getTime() + MALAYSIA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    label: `${year}-${String(month + 1).padStart(2, '0')}`,
    start: new Date(Date.UTC(year, month, 1) - MALAYSIA_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - MALAYSIA_OFFSET_MS),
  };
}

export const toDashboardMonth = (range: MonthRange): DashboardMonth => ({
  label: range.label,
  start: range.start.toISOString(),
  end: range.end.toISOString(),
});
