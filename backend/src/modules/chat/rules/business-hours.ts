import { chatHoursAvailability, DEFAULT_CHAT_HOURS, type Availability, type ChatHours } from '@kedai/contracts';
import { shopTimeZone } from '../../../core/format/shop-time';

/**
 * Whether live chat is open at `now` on the shop's clock (Settings → Timezone; Kuala Lumpur by default) by the
 * seller's hours and holidays (Live chat → Settings), and if not, when it opens next. The rules themselves are
 * contracts' chatHoursAvailability, which the storefront shares.
 */
export type ChatAvailability = Availability;

export function chatAvailability(
  now: Date,
  hours: ChatHours = DEFAULT_CHAT_HOURS,
  timeZone: string = shopTimeZone(),
): ChatAvailability {
  return chatHoursAvailability(now, timeZone, hours);
}
