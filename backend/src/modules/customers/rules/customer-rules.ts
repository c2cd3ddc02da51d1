import { CUSTOMER_PAGE_SIZE, CUSTOMER_PAGE_SIZE_MAX, customerKey, type CustomerSort } from '@kedai/contracts';

/** Sen (an exact integer) as RM with two decimals, digit by digit: 12340 → "123.40", -5 → "-0.05". */
export function senToRM(sen: number): string {
  const whole = Math.trunc(Math.abs(sen));
  const text = `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return sen < 0 && whole > 0 ? `-${text}` : text;
}

/** Page and page size as asked, clamped: page 1 up, 1 to CUSTOMER_PAGE_SIZE_MAX rows. */
export function pageOf(page?: number, pageSize?: number): { page: number; pageSize: number; offset: number } {
  const size = Math.min(
    Math.max(Math.trunc(pageSize ?? CUSTOMER_PAGE_SIZE) || CUSTOMER_PAGE_SIZE, 1),
    CUSTOMER_PAGE_SIZE_MAX,
  );
  const number = Math.max(Math.trunc(page ?? 1) || 1, 1);
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

/** What a role may see of the directory: lifetime value, its sort and the CSV are admins'; agents see the rest. */
export const canSeeValue = (role: string): boolean => role === 'admin';

/** The sort a caller gets: lifetime value only for who may see it (the server refuses it to others). */
export function sortAllowed(sort: CustomerSort, role: string): boolean {
  return sort !== 'lifetime_value' || canSeeValue(role);
}

/** A customer key from a URL: an e-mail-shaped text (in any case), lower-cased; null for anything else. */
export function keyFromParam(value: string): string | null {
  const key = customerKey(value);
  return key.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(key) ? key : null;
}
