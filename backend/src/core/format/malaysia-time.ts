import { LANGUAGE_LOCALES, type Language } from '@kedai/contracts';

/** Malaysia time (GMT+8, no daylight saving), for what customers and staff read outside the browser. */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock in Kuala Lumpur as UTC fields of a shifted date. */
const shifted = (date: Date) => new Date(date.getTime() + OFFSET_MS);

/** "24 Nov 2026, 4:01 pm": e-mails. */
export function malaysiaDateTime(date: Date): string {
  const local = shifted(date);
  const hours = local.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return (
    `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ` +
    `${hour12}:${pad(local.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`
  );
}

type LocalStyle = 'dateTime' | 'backAt';

const LOCAL_STYLES: Record<LocalStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { day: 'numeric', month: 'short', year: 'numeric' },
  backAt: { weekday: 'short', day: 'numeric', month: 'short' },
};

const localFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One cached formatter per style and language, in Kuala Lumpur time, in the language's Malaysian locale.
 * `hourCycle: 'h12'` rather than `hour12: true`: with the latter some locales (en-GB) write noon as "0:02 pm".
 */
export function malaysiaFormat(style: LocalStyle, language: Language): Intl.DateTimeFormat {
  const key = `${style}:${language}`;
  let format = localFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      timeZone: 'Asia/Kuala_Lumpur',
      ...LOCAL_STYLES[style],
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    localFormats.set(key, format);
  }
  return format;
}

/**
 * `malaysiaDateTime` in a customer's language: English as above, Malay "24 Nov 2026, 4:01 PTG", Chinese
 * "2026年11月24日 下午4:01" (the language's Malaysian locale).
 */
export function malaysiaDateTimeIn(date: Date, language: Language): string {
  if (language === 'en') return malaysiaDateTime(date);
  return malaysiaFormat('dateTime', language).format(date);
}

/** "2026-11-24 16:01:05": spreadsheets (sortable, read as Malaysia time). */
export function malaysiaTimestamp(date: Date): string {
  return shifted(date).toISOString().slice(0, 19).replace('T', ' ');
}
