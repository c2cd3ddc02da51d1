import type { ReportGranularity } from '@kedai/contracts';

export { changeOf } from '@/lib/period-change';

export const RANGE_PRESETS = ['last7', 'last30', 'last90', 'thisMonth', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** What the screen asks the API for: calendar days on the shop's clock, both included. */
export interface ReportRangeForm {
  preset: RangePreset;
  from: string;
  to: string;
  granularity: ReportGranularity;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A preset's days ending today (the shop's "2026-11-28"); `custom` keeps the days it had. */
export function presetDays(preset: RangePreset, today: string, current?: { from: string; to: string }) {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'custom':
      return current ?? { from: addDays(today, -29), to: today };
  }
}

/** How many days a range covers, counting both ends (0 when it is not a range). */
export function rangeDays(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Number.isFinite(start) && Number.isFinite(end) && end >= start ? (end - start) / DAY_MS + 1 : 0;
}

/** Seconds as a short duration: "45 s", "3 min", "1 h 05 min", "2 d 3 h". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket's first day short enough for a chart's axis: "30 Oct" (day, week) or "Oct 2026" (month). */
export function bucketLabel(bucket: string, granularity: ReportGranularity): string {
  const [year, month, day] = bucket.split('-').map(Number);
  const name = MONTHS[month - 1];
  if (!name || !day) return bucket;
  return granularity === 'month' ? `${name} ${year}` : `${day} ${name}`;
}
