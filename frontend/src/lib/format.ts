import { LANGUAGE_LOCALES } from '@kedai/contracts';
import { currentLanguage } from './i18n/i18n';

/**
 * The one place dates are formatted for people: always in Malaysian time (Asia/Kuala_Lumpur, GMT+8),
 * whatever the device's time zone, in the chosen language's Malaysian style (en-MY, ms-MY, zh-Hans-MY). An unparseable value is shown as given.
 */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

type DateStyle = 'date' | 'dateTime' | 'time';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  time: { hour: 'numeric', minute: '2-digit' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per style and language, made on first use: dates follow the chosen language. */
function localFormat(style: DateStyle): Intl.DateTimeFormat {
  const locale = LANGUAGE_LOCALES[currentLanguage()];
  const key = `${style}:${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: MALAYSIA_TIME_ZONE, ...STYLES[style] });
    formats.set(key, format);
  }
  return format;
}

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MALAYSIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const using = (format: () => Intl.DateTimeFormat) => (value: string | Date) => {
  const date = parse(value);
  return date ? format().format(date) : String(value);
};

/** "22 Nov 2026". */
export const formatDate = using(() => localFormat('date'));

/** "22/11/2026, 1:05 pm": en-MY date and 12-hour time, like the order id's stamp. */
export const formatDateTime = using(() => localFormat('dateTime'));

/** "1:05 pm". */
export const formatTime = using(() => localFormat('time'));

/** "2026-11-22": the Malaysian calendar day, to group or compare by day. */
export const malaysiaDay = using(() => dayKeyFormat);

/** The first letter of a name (or e-mail) for an avatar. */
export function initialOf(text: string): string {
  return (text.trim().charAt(0) || '?').toUpperCase();
}
