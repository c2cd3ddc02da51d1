import {
  chatHoursSummary,
  DEFAULT_CHAT_HOURS,
  DEFAULT_TIME_ZONE,
  zoneLabel,
  type ChatHoursView,
} from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';

/** GET /api/chat/hours (anyone): the seller's live chat hours and holidays; the shipped hours until it answers. */
export const chatHoursQueryOptions = () =>
  queryOptions({
    queryKey: ['chat-hours'],
    queryFn: ({ signal }) => api.get<ChatHoursView>('/chat/hours', { signal }),
    staleTime: 5 * 60_000,
    placeholderData: { hours: DEFAULT_CHAT_HOURS, timeZone: DEFAULT_TIME_ZONE, withinHours: false },
  });

/**
 * Live chat's hours as the footer, the policies and the guides print them, in the reader's language:
 * `zone` "GMT+8" and `hours` "Mon–Fri 10:50 am–11:30 pm; Sat–Sun 11:20 am–12:20 pm".
 */
export function useChatHoursText(): { zone: string; hours: string } {
  useTranslation(); // re-rendered when the language changes
  const { data } = useQuery(chatHoursQueryOptions());
  const view = data ?? { hours: DEFAULT_CHAT_HOURS, timeZone: DEFAULT_TIME_ZONE };
  return {
    zone: zoneLabel(new Date(), view.timeZone),
    hours: chatHoursSummary(view.hours, currentLanguage()),
  };
}
