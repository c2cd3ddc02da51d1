import {
  DEFAULT_TIME_ZONE,
  LANGUAGE_LOCALES,
  timeZoneOrDefault,
  zoneLabel,
  zonedFormat,
  zonedParts,
  zonedTimestamp,
  type Language,
} from '@kedai/contracts';

/**
 * The shop's time zone (Settings → Timezone) for what customers and staff read outside the browser: e-mails,
 * receipts, exports, chat replies. The settings module keeps it current in every process
 * (`SettingsService`); until it has been read it is the default, Kuala Lumpur.
 */
let current = DEFAULT_TIME_ZONE;

export const shopTimeZone = (): string => current;

export function setShopTimeZone(zone: unknown): void {
  current = timeZoneOrDefault(zone);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** "24 Nov 2026, 4:01 pm": e-mails. */
export function shopDateTime(date: Date): string {
  const local = zonedParts(date, current);
  const hour12 = local.hour % 12 === 0 ? 12 : local.hour % 12;
  return (
    `${local.day} ${MONTHS[local.month - 1]} ${local.year}, ` +
    `${hour12}:${pad(local.minute)} ${local.hour < 12 ? 'am' : 'pm'}`
  );
}

type LocalStyle = 'dateTime' | 'backAt';

const LOCAL_STYLES: Record<LocalStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { day: 'numeric', month: 'short', year: 'numeric' },
  backAt: { weekday: 'short', day: 'numeric', month: 'short' },
};

/**
 * A formatter per style and language in the shop's zone, in the language's Malaysian locale.
 * `hourCycle: 'h12'` rather than `hour12: true`: with the latter some locales (en-GB) write noon as "0:02 pm".
 */
export function shopFormat(style: LocalStyle, language: Language): Intl.DateTimeFormat {
  return zonedFormat(current, LANGUAGE_LOCALES[language], {
    ...LOCAL_STYLES[style],
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
}

/**
 * `shopDateTime` in a customer's language: English as above, Malay "24 Nov 2026, 4:01 PTG", Chinese
 * "2026年11月24日 下午4:01" (the language's Malaysian locale).
 */
export function shopDateTimeIn(date: Date, language: Language): string {
  if (language === 'en') return shopDateTime(date);
  return shopFormat('dateTime', language).format(date);
}

/** "2026-11-24 16:01:05": spreadsheets (sortable, read as the shop's time). */
export function shopTimestamp(date: Date): string {
  return zonedTimestamp(date, current);
}

/** "GMT+8": the shop's zone as written beside a time. */
export const shopZoneLabel = (date: Date = new Date()): string => zoneLabel(date, current);

/** What a printed time says it is in: "Malaysia time" for the default zone, else its label ("GMT+1"). */
export const shopZoneNote = (date: Date = new Date()): string =>
  current === DEFAULT_TIME_ZONE ? 'Malaysia time' : shopZoneLabel(date);
