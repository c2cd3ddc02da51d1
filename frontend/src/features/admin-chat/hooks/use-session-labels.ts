import type { ChatSessionLabelled, ChatSessionView } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getSocket } from '@/lib/socket-client';
import { chatLabelsKey, setSessionLabel } from '../api/chat-labels';
import { updateSessionsLive } from '../api/get-chat-sessions';

/**
 * Each conversation's labels: carried by the inbox list (GET sessions, kept by the live summaries), changed by
 * any agent live (chat:session-labelled), and the label list refetched when an admin changes it.
 */
const NO_LABELS: readonly string[] = [];

export function useSessionLabels(sessions: readonly ChatSessionView[]) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);

  const apply = useCallback(
    ({ sessionId, labelIds }: ChatSessionLabelled) =>
      updateSessionsLive(queryClient, (list) =>
        list.map((session) => (session.id === sessionId ? { ...session, labelIds } : session)),
      ),
    [queryClient],
  );

  useEffect(() => {
    const socket = getSocket();
    const onListChanged = () => void queryClient.invalidateQueries({ queryKey: chatLabelsKey });
    socket.on('chat:session-labelled', apply);
    socket.on('chat:labels-changed', onListChanged);
    return () => {
      socket.off('chat:session-labelled', apply);
      socket.off('chat:labels-changed', onListChanged);
    };
  }, [apply, queryClient]);

  const bySession = useMemo(
    () => new Map(sessions.map((session) => [session.id, session.labelIds ?? NO_LABELS])),
    [sessions],
  );
  // The same empty list every time: the list's rows are memoized on it.
  const labelsOf = useCallback((sessionId: string) => bySession.get(sessionId) ?? NO_LABELS, [bySession]);

  const toggle = useCallback(
    async (sessionId: string, labelId: string, on: boolean) => {
      setError(null);
      try {
        apply({ sessionId, labelIds: await setSessionLabel(sessionId, labelId, on) });
      } catch (caught) {
        setError(caught);
      }
    },
    [apply],
  );

  return { labelsOf, toggle, error, dismissError: () => setError(null) };
}
