import { LANGUAGE_LOCALES, zonedDayKey, zonedFormat } from '@kedai/contracts';
import { currentLanguage } from './i18n/i18n';
import { shopTimeZone } from './shop-time-zone';

/**
 * The one place dates are formatted for people: always on the shop's clock (Settings → Timezone,
 * Kuala Lumpur by default), whatever the device's time zone, in the chosen language's Malaysian style
 * (en-MY, ms-MY, zh-Hans-MY). An unparseable value is shown as given.
 */

type DateStyle = 'date' | 'dateTime' | 'time';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  time: { hour: 'numeric', minute: '2-digit' },
};

/** One cached formatter per style, language and zone: dates follow the chosen language and the shop's zone. */
export const shopFormat = (options: Intl.DateTimeFormatOptions, locale: string = LANGUAGE_LOCALES[currentLanguage()]) =>
  zonedFormat(shopTimeZone(), locale, options);

const localFormat = (style: DateStyle) => shopFormat(STYLES[style]);

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const using = (format: (date: Date) => string) => (value: string | Date) => {
  const date = parse(value);
  return date ? format(date) : String(value);
};

/** "22 Nov 2026". */
export const formatDate = using((date) => localFormat('date').format(date));

/** "22/11/2026, 1:05 pm": en-MY date and 12-hour time, like the order id's stamp. */
export const formatDateTime = using((date) => localFormat('dateTime').format(date));

/** "1:05 pm". */
export const formatTime = using((date) => localFormat('time').format(date));

/** "2026-11-22": the calendar day on the shop's clock, to group or compare by day. */
export const shopDay = using((date) => zonedDayKey(date, shopTimeZone()));

/** The first letter of a name (or e-mail) for an avatar. */
export function initialOf(text: string): string {
  return (text.trim().charAt(0) || '?').toUpperCase();
}
