/**
 * The shop's time zone (Settings → Timezone): one set of pure helpers that server and browser share, so a date
 * an e-mail prints, a month the dashboard sums, a chat's business hours and a date on screen all agree.
 * Only `Intl.DateTimeFormat` with a `timeZone` is used, which Node and every browser have; no offsets are
 * written out, so a zone with daylight saving works too.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A wall-clock reading in a zone. month is 1..12; weekday is 0 = Sunday ... 6 = Saturday. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const formats = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per locale, zone and options (making one is slow; formatting is not). */
export function zonedFormat(
  timeZone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${timeZone}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** Whether the runtime knows the zone (an IANA name such as "Asia/Kuala_Lumpur" or "Europe/London"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone when the runtime knows it, else the default (a stored value is never trusted blindly). */
export const timeZoneOrDefault = (value: unknown): string => (isTimeZone(value) ? value : DEFAULT_TIME_ZONE);

/** The wall clock in `timeZone` at an instant. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const format = zonedFormat(timeZone, 'en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some runtimes write midnight as 24 even with h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (+8 h for Kuala Lumpur). */
export function zoneOffsetMs(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The instant the wall clock in `timeZone` reads the given fields (month 1..12; day, month and hour may
 * overflow as in Date.UTC). A time skipped by a clock change moves forward by the change; a repeated time is
 * its first occurrence.
 */
export function zonedTime(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a day either side cover both sides of any clock change near this wall time.
  const before = wall - zoneOffsetMs(new Date(wall - DAY_MS), timeZone);
  const after = wall - zoneOffsetMs(new Date(wall + DAY_MS), timeZone);
  const reads = (at: number) => zoneOffsetMs(new Date(at), timeZone) === wall - at;
  const matches = [before, after].filter(reads);
  // None reads right in a skipped hour: the offset before the change moves it forward by the change.
  return new Date(matches.length > 0 ? Math.min(...matches) : before);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "2026-11-24": the calendar day in the zone, to group or compare by day. */
export function zonedDayKey(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** "2026-11-24 16:01:05": sortable wall-clock time in the zone (spreadsheets). */
export function zonedTimestamp(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${zonedDayKey(date, timeZone)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/**
 * The instant a calendar day "YYYY-MM-DD" starts in the zone; null for anything that is not a real day
 * (2026-02-31 is not 3 March).
 */
export function zonedDayStart(day: string, timeZone: string): Date | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return zonedTime(timeZone, year, month, date);
}

/** [start, end) of the calendar days from..to (inclusive) in the zone; either end may be open. */
export function zonedDayRange(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { start: Date | null; end: Date | null } {
  const start = from ? zonedDayStart(from, timeZone) : null;
  let end: Date | null = null;
  if (to) {
    const match = ISO_DAY.exec(to);
    end = match && zonedDayStart(to, timeZone) ? zonedTime(timeZone, +match[1], +match[2], +match[3] + 1) : null;
  }
  return { start, end };
}

/** The start of the calendar day in the zone that `date` falls in. */
export function zonedStartOfDay(date: Date, timeZone: string): Date {
  const p = zonedParts(date, timeZone);
  return zonedTime(timeZone, p.year, p.month, p.day);
}

export interface ZonedMonth {
  /** "2026-11" */
  label: string;
  start: Date;
  end: Date;
}

/** The calendar month in the zone that `date` falls in, as instants [start, end). */
export function zonedMonth(date: Date, timeZone: string): ZonedMonth {
  const p = zonedParts(date, timeZone);
  return {
    label: `${pad(p.year, 4)}-${pad(p.month)}`,
    start: zonedTime(timeZone, p.year, p.month, 1),
    end: zonedTime(timeZone, p.year, p.month + 1, 1),
  };
}

/** A daily opening in the zone's wall clock, in minutes after midnight: [openMinute, closeMinute). */
export interface OpeningWindow {
  openMinute: number;
  closeMinute: number;
}

export interface Availability {
  withinHours: boolean;
  /** When the next opening starts (ISO); only outside hours. */
  nextOpenAt?: string;
}

/**
 * Whether `now` is inside the opening of its weekday in the zone, and if not when the next one starts.
 * `windowFor(weekday)` gives the opening of a weekday (0 = Sunday).
 */
export function zonedAvailability(
  now: Date,
  timeZone: string,
  windowFor: (weekday: number) => OpeningWindow,
): Availability {
  const p = zonedParts(now, timeZone);
  const minute = p.hour * 60 + p.minute;
  const today = windowFor(p.weekday);
  if (minute >= today.openMinute && minute < today.closeMinute) return { withinHours: true };
  const dayOffset = minute < today.openMinute ? 0 : 1;
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + dayOffset));
  const open = windowFor(next.getUTCDay()).openMinute;
  const at = zonedTime(
    timeZone,
    next.getUTCFullYear(),
    next.getUTCMonth() + 1,
    next.getUTCDate(),
    Math.floor(open / 60),
    open % 60,
  );
  return { withinHours: false, nextOpenAt: at.toISOString() };
}

/** "GMT+8", "GMT+1" (London in summer), "UTC": the zone as people read it beside a time. */
export function zoneLabel(date: Date, timeZone: string): string {
  const parts = zonedFormat(timeZone, 'en-US', { timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
