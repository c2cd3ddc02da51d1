import type { Language } from './languages';
import { zonedFormat, zonedParts, zonedTime, type Availability, type OpeningWindow } from './time-zone';

/**
 * Live chat's business hours as the seller sets them (Live chat → Settings): an opening per weekday, or none,
 * and whole days closed for holidays, on the shop's clock. The server decides with them whether agents are
 * away (the widget's status, the after-hours answer); the storefront prints them (footer, installation guide).
 */
export interface ChatHoliday {
  /** The day on the shop's clock, "2026-12-25". */
  date: string;
  /** What it is, for the seller's list ("Christmas Day"); may be empty. */
  name: string;
}

export interface ChatHours {
  /** Seven entries, 0 = Sunday … 6 = Saturday: the day's opening in minutes after midnight, or null (closed). */
  weekly: (OpeningWindow | null)[];
  /** Days closed all day, whatever the weekday says. */
  holidays: ChatHoliday[];
}

const WEEKDAY: OpeningWindow = { openMinute: 10 * 60 + 50, closeMinute: 23 * 60 + 30 };
const WEEKEND: OpeningWindow = { openMinute: 11 * 60 + 20, closeMinute: 12 * 60 + 20 };

/** As shipped: Monday to Friday 10:50–23:30, Saturday and Sunday 11:20–12:20, no holidays. */
export const DEFAULT_CHAT_HOURS: ChatHours = {
  weekly: [WEEKEND, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKEND],
  holidays: [],
};

export const CHAT_HOLIDAYS_MAX = 100;
export const CHAT_HOLIDAY_NAME_MAX_LENGTH = 60;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTES_IN_DAY = 24 * 60;

const isRealDay = (key: string) => {
  if (!DAY_KEY.test(key)) return false;
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** What is wrong with hours a seller sent, as sentences for them; empty when they can be saved. */
export function chatHoursProblems(hours: unknown): string[] {
  if (typeof hours !== 'object' || hours === null) return ['Send the weekly hours and the holidays.'];
  const { weekly, holidays } = hours as Partial<Record<keyof ChatHours, unknown>>;
  const problems: string[] = [];
  if (!Array.isArray(weekly) || weekly.length !== 7) {
    problems.push('The weekly hours need seven days, Sunday to Saturday.');
  } else {
    weekly.forEach((window: unknown, day) => {
      if (window === null) return;
      const { openMinute, closeMinute } = (window ?? {}) as Partial<Record<keyof OpeningWindow, unknown>>;
      const minute = (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MINUTES_IN_DAY;
      if (!minute(openMinute) || !minute(closeMinute)) {
        problems.push(`${WEEKDAY_NAMES[day]}: opening and closing must be times of the day.`);
      } else if ((openMinute as number) >= (closeMinute as number)) {
        problems.push(`${WEEKDAY_NAMES[day]}: closing must be after opening.`);
      }
    });
    if (weekly.every((window) => window === null)) problems.push('Open live chat on at least one day of the week.');
  }
  if (!Array.isArray(holidays)) {
    problems.push('Holidays must be a list.');
  } else {
    if (holidays.length > CHAT_HOLIDAYS_MAX) problems.push(`At most ${CHAT_HOLIDAYS_MAX} holidays.`);
    const seen = new Set<string>();
    for (const holiday of holidays as unknown[]) {
      const { date, name } = (holiday ?? {}) as Partial<Record<keyof ChatHoliday, unknown>>;
      if (typeof date !== 'string' || !isRealDay(date)) {
        problems.push(`"${String(date)}" is not a date (YYYY-MM-DD).`);
        continue;
      }
      if (seen.has(date)) problems.push(`${date} is listed twice.`);
      seen.add(date);
      if (typeof name !== 'string' || name.length > CHAT_HOLIDAY_NAME_MAX_LENGTH) {
        problems.push(`${date}: the name is text of at most ${CHAT_HOLIDAY_NAME_MAX_LENGTH} characters.`);
      }
    }
  }
  return problems;
}

/** Hours as stored, made whole: what is missing or broken in a stored value reads as the shipped hours. */
export function chatHoursOrDefault(value: unknown): ChatHours {
  if (chatHoursProblems(value).length > 0) return DEFAULT_CHAT_HOURS;
  const hours = value as ChatHours;
  return {
    weekly: hours.weekly.map((window) =>
      window ? { openMinute: window.openMinute, closeMinute: window.closeMinute } : null,
    ),
    holidays: [...hours.holidays]
      .map(({ date, name }) => ({ date, name: name.trim() }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}

const dayKey = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The opening of one calendar day (weekday 0 = Sunday), or null when the chat is closed all day. */
function openingOn(hours: ChatHours, weekday: number, key: string): OpeningWindow | null {
  if (hours.holidays.some((holiday) => holiday.date === key)) return null;
  return hours.weekly[weekday] ?? null;
}

/** How far ahead the next opening is looked for: past a year of holidays. */
const SEARCH_DAYS = 400;

/**
 * Whether live chat is open at `now` on the shop's clock, and if not, when it next opens (ISO). Without any
 * opening in the next 400 days (which saved hours cannot be), there is no `nextOpenAt`.
 */
export function chatHoursAvailability(
  now: Date,
  timeZone: string,
  hours: ChatHours = DEFAULT_CHAT_HOURS,
): Availability {
  const p = zonedParts(now, timeZone);
  const minute = p.hour * 60 + p.minute;
  const today = openingOn(hours, p.weekday, dayKey(p.year, p.month, p.day));
  if (today && minute >= today.openMinute && minute < today.closeMinute) return { withinHours: true };
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const day = new Date(Date.UTC(p.year, p.month - 1, p.day + offset));
    const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const opening = openingOn(hours, day.getUTCDay(), dayKey(year, month, date));
    if (!opening || (offset === 0 && minute >= opening.openMinute)) continue;
    const at = zonedTime(timeZone, year, month, date, Math.floor(opening.openMinute / 60), opening.openMinute % 60);
    return { withinHours: false, nextOpenAt: at.toISOString() };
  }
  return { withinHours: false };
}

const LOCALES: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY', 'zh-Hans': 'zh-CN' };

/** "10:50 AM" ("10:50 PG", "上午10:50") for minutes after midnight; 24:00 reads as midnight. */
function clock(minutes: number, language: Language): string {
  const at = new Date(Date.UTC(2026, 0, 4, 0, minutes % MINUTES_IN_DAY));
  return zonedFormat('UTC', LOCALES[language], { hour: 'numeric', minute: '2-digit' }).format(at);
}

/** "Mon" ("Isn", "周一"): 4 Jan 2026 was a Sunday. */
const weekdayName = (weekday: number, language: Language) =>
  zonedFormat('UTC', LOCALES[language], { weekday: 'short' }).format(new Date(Date.UTC(2026, 0, 4 + weekday)));

/**
 * The weekly hours as people read them, Monday first, days with the same opening run together:
 * "Mon–Fri 10:50 am–11:30 pm; Sat–Sun 11:20 am–12:20 pm"; closed days are left out.
 */
export function chatHoursSummary(hours: ChatHours, language: Language = 'en'): string {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const runs: { from: number; to: number; window: OpeningWindow }[] = [];
  for (const weekday of order) {
    const window = hours.weekly[weekday];
    if (!window) continue;
    const last = runs[runs.length - 1];
    const follows = last && order.indexOf(weekday) === order.indexOf(last.to) + 1;
    if (
      last &&
      follows &&
      last.window.openMinute === window.openMinute &&
      last.window.closeMinute === window.closeMinute
    ) {
      last.to = weekday;
    } else {
      runs.push({ from: weekday, to: weekday, window });
    }
  }
  return runs
    .map(({ from, to, window }) => {
      const days =
        from === to ? weekdayName(from, language) : `${weekdayName(from, language)}–${weekdayName(to, language)}`;
      return `${days} ${clock(window.openMinute, language)}–${clock(window.closeMinute, language)}`;
    })
    .join('; ');
}
