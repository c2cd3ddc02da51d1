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

/** "2026-11-24 16:01:05": spreadsheets (sortable, read as Malaysia time). */
export function malaysiaTimestamp(date: Date): string {
  return shifted(date).toISOString().slice(0, 19).replace('T', ' ');
}
