import type { ChatSessionView } from '@kedai/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sortSessions } from '@/lib/chat/session-list-reducer';

export const chatSessionsKey = ['admin', 'chat', 'sessions'] as const;

/** GET /api/admin/chat/sessions: every chat session, newest activity first (filtered on screen). */
export async function getChatSessions(signal?: AbortSignal): Promise<ChatSessionView[]> {
  const { sessions } = await api.get<{ sessions: ChatSessionView[] }>('/admin/chat/sessions', { signal });
  return sessions;
}

/** When each session last changed live on this page (performance.now()), by updateSessionsLive. */
const liveChangedAt = new Map<string, number>();

/**
 * The fetched list, except for the sessions that changed live after the fetch began: the list answered from the
 * database before that change (a label added, a message, an assignment) would put back what was, so the page
 * keeps its own copy of those (and of a session created live meanwhile).
 */
function keepNewerLiveChanges(fetched: ChatSessionView[], cached: readonly ChatSessionView[], startedAt: number) {
  const newer = new Map(
    cached
      .filter((session) => (liveChangedAt.get(session.id) ?? -Infinity) > startedAt)
      .map((session) => [session.id, session]),
  );
  if (newer.size === 0) return fetched;
  const fetchedIds = new Set(fetched.map((session) => session.id));
  const merged = fetched.map((session) => newer.get(session.id) ?? session);
  return sortSessions([...merged, ...[...newer.values()].filter((session) => !fetchedIds.has(session.id))]);
}

export const chatSessionsQueryOptions = () =>
  queryOptions({
    queryKey: chatSessionsKey,
    queryFn: async ({ signal, client }) => {
      const startedAt = performance.now();
      const fetched = await getChatSessions(signal);
      const cached = client.getQueryData<ChatSessionView[]>(chatSessionsKey);
      return cached ? keepNewerLiveChanges(fetched, cached, startedAt) : fetched;
    },
  });

/** Applies a live change to the cached list, remembering which sessions it touched and when. */
export function updateSessionsLive(
  client: QueryClient,
  update: (list: readonly ChatSessionView[]) => readonly ChatSessionView[],
): void {
  const list = client.getQueryData<ChatSessionView[]>(chatSessionsKey);
  if (!list) return;
  const next = update(list);
  if (next === list) return;
  const before = new Map(list.map((session) => [session.id, session]));
  const now = performance.now();
  for (const session of next) if (before.get(session.id) !== session) liveChangedAt.set(session.id, now);
  client.setQueryData<ChatSessionView[]>(chatSessionsKey, [...next]);
}

export function useChatSessions() {
  return useQuery(chatSessionsQueryOptions());
}
