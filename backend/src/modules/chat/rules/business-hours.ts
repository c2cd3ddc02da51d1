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
  // The answer depends only on the minute on the shop's clock (every zone's offset is whole minutes), and the
  // message path asks several times per message (the scheduler, the matcher, the away mark): each new minute,
  // zone or hours object is worked out once (the Intl calls are most of a night-time message's cost).
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastAnswer;
  if (last && last.minute === minute && last.hours === hours && last.timeZone === timeZone) return last.answer;
  const answer = chatHoursAvailability(now, timeZone, hours);
  lastAnswer = { minute, hours, timeZone, answer };
  return answer;
}

let lastAnswer: { minute: number; hours: ChatHours; timeZone: string; answer: ChatAvailability } | null = null;
