/**
 * Live chat hours in GMT+8 (Malaysia has no daylight saving): Mon-Fri 10:50-23:30, Sat-Sun 11:20-12:20.
 * Pure functions of the clock so they can be tested at the edges.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Window {
  openMinute: number;
  closeMinute: number;
}

const WEEKDAY: Window = { openMinute: 10 * 60 + 50, closeMinute: 23 * 60 + 30 };
const WEEKEND: Window = { openMinute: 11 * 60 + 20, closeMinute: 12 * 60 + 20 };

/** day: 0 = Sunday ... 6 = Saturday, in GMT+8. */
export const chatWindowFor = (day: number): Window => (day === 0 || day === 6 ? WEEKEND : WEEKDAY);

export interface ChatAvailability {
  withinHours: boolean;
  /** When the next opening starts (ISO); only outside hours. */
  nextOpenAt?: string;
}

export function chatAvailability(now: Date): ChatAvailability {
  const local = new Date(now.getTime() + OFFSET_MS);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const today = chatWindowFor(local.getUTCDay());
  if (minute >= today.openMinute && minute < today.closeMinute) return { withinHours: true };

  const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const dayStart = localMidnight + (minute < today.openMinute ? 0 : DAY_MS);
  const openLocal = dayStart + chatWindowFor(new Date(dayStart).getUTCDay()).openMinute * 60 * 1000;
  return { withinHours: false, nextOpenAt: new Date(openLocal - OFFSET_MS).toISOString() };
}
