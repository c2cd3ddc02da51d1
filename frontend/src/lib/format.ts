/**
 * The one place dates are formatted for people: always in Malaysian time (Asia/Kuala_Lumpur, GMT+8),
 * whatever the device's time zone, in en-MY style. An unparseable value is shown as given.
 */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

const dateFormat = new Intl.DateTimeFormat('en-MY', {
  timeZone: MALAYSIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-MY', {
  timeZone: MALAYSIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const timeFormat = new Intl.DateTimeFormat('en-MY', {
  timeZone: MALAYSIA_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
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

const using = (format: Intl.DateTimeFormat) => (value: string | Date) => {
  const date = parse(value);
  return date ? format.format(date) : String(value);
};

/** "22 Nov 2026". */
export const formatDate = using(dateFormat);

/** "22/11/2026, 1:05 pm": en-MY date and 12-hour time, like the order id's stamp. */
export const formatDateTime = using(dateTimeFormat);

/** "1:05 pm". */
export const formatTime = using(timeFormat);

/** "2026-11-22": the Malaysian calendar day, to group or compare by day. */
export const malaysiaDay = using(dayKeyFormat);

/** The first letter of a name (or e-mail) for an avatar. */
export function initialOf(text: string): string {
  return (text.trim().charAt(0) || '?').toUpperCase();
}
