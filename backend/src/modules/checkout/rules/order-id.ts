import { randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

export const ORDER_ID_PATTERN = /^\d{10}[A-Z]{5}$/;

/** YYMMDDHHmm in GMT+8, then 5 random uppercase letters (storefront §4). */
export function generateOrderId(now: Date = new Date(), pick: (max: number) => number = randomInt): string {
  const local = new Date(now.getTime() + MALAYSIA_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  const stamp =
    two(local.getUTCFullYear() % 100) +
    two(local.getUTCMonth() + 1) +
    two(local.getUTCDate()) +
    two(local.getUTCHours()) +
    two(local.getUTCMinutes());
  let letters = '';
  for (let i = 0; i < 5; i += 1) letters += LETTERS[pick(LETTERS.length)];
  return stamp + letters;
}
