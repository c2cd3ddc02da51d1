import { zonedAvailability, type Availability, type OpeningWindow } from '@kedai/contracts';
import { shopTimeZone } from '../../../core/format/shop-time';

/**
 * Live chat hours on the shop's clock (Settings → Timezone; Kuala Lumpur by default): Mon-Fri 10:50-23:30,
 * Sat-Sun 11:20-12:20. Pure functions of the clock so they can be tested at the edges.
 */
const WEEKDAY: OpeningWindow = { openMinute: 10 * 60 + 50, closeMinute: 23 * 60 + 30 };
const WEEKEND: OpeningWindow = { openMinute: 11 * 60 + 20, closeMinute: 12 * 60 + 20 };

/** day: 0 = Sunday ... 6 = Saturday, on the shop's clock. */
export const chatWindowFor = (day: number): OpeningWindow => (day === 0 || day === 6 ? WEEKEND : WEEKDAY);

export type ChatAvailability = Availability;

export function chatAvailability(now: Date, timeZone: string = shopTimeZone()): ChatAvailability {
  return zonedAvailability(now, timeZone, chatWindowFor);
}
