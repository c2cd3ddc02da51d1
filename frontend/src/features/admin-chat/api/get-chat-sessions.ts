import type { ChatSessionView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const chatSessionsKey = ['admin', 'chat', 'sessions'] as const;

/** GET /api/admin/chat/sessions: every chat session, newest activity first (filtered on screen). */
export async function getChatSessions(signal?: AbortSignal): Promise<ChatSessionView[]> {
  const { sessions } = await api.get<{ sessions: ChatSessionView[] }>('/admin/chat/sessions', { signal });
  return sessions;
}

export const chatSessionsQueryOptions = () =>
  queryOptions({
    queryKey: chatSessionsKey,
    queryFn: ({ signal }) => getChatSessions(signal),
  });

export function useChatSessions() {
  return useQuery(chatSessionsQueryOptions());
}
