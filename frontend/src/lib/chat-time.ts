import { formatDate, formatTime, shopDay } from './format';
import { i18n } from './i18n/i18n';

/**
 * Times shown in the chat widget and the agent inbox (time-ago labels: docs/product/chat.md#agent-inbox), in Malaysian
 * time.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "3:05 pm" for a message. */
export function messageTime(iso: string): string {
  const date = parse(iso);
  return date ? formatTime(date) : '';
}

/** "Just now" under a minute, then "Nm ago", "Nh ago", "Nd ago". */
export function timeAgo(iso: string | null | undefined, now: number = Date.now()): string {
  const date = parse(iso);
  if (!date) return '';
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

const dayKey = (date: Date) => shopDay(date);

/** The Malaysian calendar day of a message, to know where a date separator goes. */
export function messageDay(iso: string): string {
  const date = parse(iso);
  return date ? dayKey(date) : '';
}

/** "Today", "Yesterday" or "22 Nov 2026" above the first message of a day. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  if (dayKey(date) === dayKey(now)) return i18n.t('time.today');
  if (dayKey(date) === dayKey(new Date(now.getTime() - DAY))) return i18n.t('time.yesterday');
  return formatDate(date);
}
