import type { ChatSessionView, ConversationChannel } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const chatHistoryKey = ['admin', 'chat', 'history'] as const;

/** GET /api/admin/chat/sessions?status=ended&search=&channel=: ended chats (the searchable history), newest first. */
export async function getChatHistory(
  search: string,
  signal?: AbortSignal,
  channel: ConversationChannel | '' = '',
): Promise<ChatSessionView[]> {
  const query = new URLSearchParams({ status: 'ended' });
  if (search) query.set('search', search);
  if (channel) query.set('channel', channel);
  const { sessions } = await api.get<{ sessions: ChatSessionView[] }>(`/admin/chat/sessions?${query.toString()}`, {
    signal,
  });
  return sessions;
}

export function useChatHistory(search: string, enabled: boolean, channel: ConversationChannel | '' = '') {
  return useQuery(
    queryOptions({
      queryKey: [...chatHistoryKey, search, channel],
      queryFn: ({ signal }) => getChatHistory(search, signal, channel),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
