import { randomInt } from 'node:crypto';
import { zonedParts } from '@kedai/contracts';
import { shopTimeZone } from '../../../core/format/shop-time';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const ORDER_ID_PATTERN = /^\d{10}[A-Z]{5}$/;

/** YYMMDDHHmm on the shop's clock (Settings → Timezone), then 5 random uppercase letters (docs/product/orders.md#order-ids). */
export function generateOrderId(now: Date = new Date(), pick: (max: number) => number = randomInt): string {
  const local = zonedParts(now, shopTimeZone());
  const two = (value: number) => String(value).padStart(2, '0');
  const stamp = two(local.year % 100) + two(local.month) + two(local.day) + two(local.hour) + two(local.minute);
  let letters = '';
  for (let i = 0; i < 5; i += 1) letters += LETTERS[pick(LETTERS.length)];
  return stamp + letters;
}
