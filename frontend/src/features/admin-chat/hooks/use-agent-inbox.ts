import type { ChatMessageView, ChatTyping } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSyncReducer } from '@/hooks/use-sync-reducer';
import {
  agentInboxReducer,
  customerTypingIn,
  initialAgentInbox,
  type AgentInboxAction,
} from '@/lib/chat/agent-inbox-reducer';
import { subscribeChatEvents, type ChatAction } from '@/lib/chat/chat-events';
import { newestStoredId, pendingMessage, type ChatMessageItem } from '@/lib/chat/chat-messages';
import { sessionListReducer, sortSessions } from '@/lib/chat/session-list-reducer';
import { createTrailingThrottle } from '@/lib/chat/trailing-throttle';
import { createTypingNotifier } from '@/lib/chat/typing-notifier';
import { i18n } from '@/lib/i18n/i18n';
import { emitWithAck, getSocket } from '@/lib/socket-client';
import { readOnlinePreference, writeOnlinePreference } from '../agent-online-preference';
import { assignChat } from '../api/assign-chat';
import { claimChat } from '../api/claim-chat';
import { chatSessionsKey, updateSessionsLive, useChatSessions } from '../api/get-chat-sessions';

/**
 * The agent's live inbox (docs/product/chat.md#agent-inbox, docs/realtime.md): the session list kept live
 * from socket events, presence (Go Online / Go Offline), the selected conversation with its messages,
 * typing both ways, read receipts, sending and ending a chat. The state is `agentInboxReducer`'s (the
 * session list: `sessionListReducer` on the query cache); this hook wires the socket to them.
 */

export type Delivery = ChatMessageItem['delivery'];
export type AgentMessage = ChatMessageItem;

const TYPING_IDLE_MS = 2_500;
const CUSTOMER_TYPING_TIMEOUT_MS = 15_000;
/** A burst of customer messages in an open conversation is marked read once, at its end. */
export const MARK_READ_THROTTLE_MS = 750;

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function useAgentInbox() {
  const queryClient = useQueryClient();
  const sessionsQuery = useChatSessions();
  const [state, dispatchState, get] = useSyncReducer(agentInboxReducer, () =>
    initialAgentInbox(readOnlinePreference()),
  );

  const customerTypingTimers = useRef<Record<string, number>>({});

  /** One action moves the inbox and the cached session list alike. */
  const dispatch = useCallback(
    (action: AgentInboxAction) => {
      dispatchState(action);
      updateSessionsLive(queryClient, (list) => sessionListReducer(list, action as ChatAction));
    },
    [dispatchState, queryClient],
  );

  const markReadThrottle = useMemo(
    () =>
      createTrailingThrottle<string | undefined>(MARK_READ_THROTTLE_MS, (sessionId, upTo) => {
        emitWithAck(getSocket(), 'agent:mark-read', { sessionId, upTo }).catch((error: unknown) =>
          dispatch({
            type: 'error:raised',
            payload: { error: errorText(error, i18n.t('inbox.errors.markRead', { ns: 'admin-chat' })) },
          }),
        );
      }),
    [dispatch],
  );
  useEffect(() => () => markReadThrottle.flush(), [markReadThrottle]);

  /** Shows the session read at once; tells the server at most once per burst, up to the newest message seen. */
  const markRead = useCallback(
    (sessionId: string, now = false) => {
      dispatch({ type: 'messages:read-here', payload: { sessionId } });
      const { conversation } = get();
      markReadThrottle.schedule(
        sessionId,
        conversation.sessionId === sessionId ? newestStoredId(conversation.messages) : undefined,
      );
      if (now) markReadThrottle.flush(sessionId);
    },
    [dispatch, get, markReadThrottle],
  );

  const openSession = useCallback(
    async (sessionId: string) => {
      dispatch({ type: 'join:started' });
      try {
        const joined = await emitWithAck(getSocket(), 'agent:join-session', { sessionId });
        if (get().conversation.sessionId !== sessionId) return;
        dispatch({ type: 'session:joined', payload: joined });
        if (joined.session.unreadCount > 0) markRead(sessionId, true);
      } catch (error) {
        dispatch({
          type: 'join:failed',
          payload: { error: errorText(error, i18n.t('inbox.errors.openChat', { ns: 'admin-chat' })) },
        });
      } finally {
        dispatch({ type: 'join:settled' });
      }
    },
    [dispatch, get, markRead],
  );

  const select = useCallback(
    (sessionId: string | null) => {
      dispatch({ type: 'session:opened', payload: { sessionId } });
      if (sessionId) void openSession(sessionId);
    },
    [dispatch, openSession],
  );

  const announcePresence = useCallback(
    async (next: boolean) => {
      try {
        dispatch({
          type: 'chat:presence',
          payload: await emitWithAck(getSocket(), 'agent:presence', { online: next }),
        });
      } catch (error) {
        dispatch({
          type: 'error:raised',
          payload: { error: errorText(error, i18n.t('inbox.errors.changeStatus', { ns: 'admin-chat' })) },
        });
      }
    },
    [dispatch],
  );

  useEffect(() => {
    const socket = getSocket();
    const timers = customerTypingTimers.current;

    const onConnect = () => {
      if (get().online) void announcePresence(true);
      // Anything that happened while we were away: the list again, and the open conversation's gap.
      void queryClient.invalidateQueries({ queryKey: chatSessionsKey });
      const selected = get().conversation.sessionId;
      if (selected) void openSession(selected);
    };
    /** A customer who stops mid-sentence (closed tab) does not leave the dots on forever. */
    const expireCustomerTyping = ({ sessionId, senderType, isTyping }: ChatTyping) => {
      if (senderType !== 'customer') return;
      window.clearTimeout(timers[sessionId]);
      if (!isTyping) return;
      timers[sessionId] = window.setTimeout(
        () => dispatch({ type: 'chat:typing', payload: { sessionId, senderType, isTyping: false } }),
        CUSTOMER_TYPING_TIMEOUT_MS,
      );
    };

    const unsubscribe = subscribeChatEvents(
      socket,
      [
        'chat:session-created',
        'chat:session-updated',
        'chat:session-assigned',
        'chat:message-status',
        'chat:messages',
        'chat:typing',
        'chat:read',
        'chat:presence',
      ],
      (action) => {
        dispatch(action);
        if (action.type === 'socket:connected') onConnect();
        if (action.type === 'chat:typing') expireCustomerTyping(action.payload);
        if (action.type === 'chat:messages') {
          const fromCustomers = action.payload.messages.filter((message) => message.senderType === 'customer');
          const sessionIds = new Set(fromCustomers.map((message) => message.sessionId));
          sessionIds.forEach((sessionId) => window.clearTimeout(timers[sessionId]));
          const open = get().conversation.sessionId;
          if (open && sessionIds.has(open) && document.visibilityState === 'visible') markRead(open);
        }
      },
    );
    if (socket.connected) {
      dispatch({ type: 'socket:connected' });
      onConnect();
    } else socket.connect();
    return () => {
      unsubscribe();
      Object.values(timers).forEach((timer) => window.clearTimeout(timer));
    };
  }, [announcePresence, dispatch, get, markRead, openSession, queryClient]);

  const setOnlineStatus = useCallback(
    (next: boolean) => {
      dispatch({ type: 'presence:chosen', payload: { online: next } });
      writeOnlinePreference(next);
      void announcePresence(next);
    },
    [announcePresence, dispatch],
  );

  const typingNotifier = useMemo(
    () =>
      createTypingNotifier((isTyping) => {
        const sessionId = get().conversation.sessionId;
        if (!sessionId) return false;
        emitWithAck(getSocket(), 'agent:typing', { sessionId, isTyping }).catch(() => undefined);
        return true;
      }, TYPING_IDLE_MS),
    [get],
  );
  useEffect(() => () => typingNotifier.dispose(), [typingNotifier]);

  /** Sends a reply, or with isNote a staff-only note (never delivered to the customer). */
  const send = useCallback(
    (raw: string, isNote = false): boolean => {
      const text = raw.trim();
      const { conversation, online } = get();
      const sessionId = conversation.sessionId;
      if (!text || !sessionId || !online) return false;
      typingNotifier.stop();
      const clientId = crypto.randomUUID();
      const message = pendingMessage({
        clientId,
        sessionId,
        senderType: 'admin',
        senderName: 'You',
        message: text,
        createdAt: new Date().toISOString(),
      });
      dispatch({ type: 'message:pending', payload: { message: { ...message, isNote } } });
      emitWithAck(getSocket(), 'agent:send', { sessionId, clientId, message: text, isNote }).then(
        ({ message: stored }) => dispatch({ type: 'message:sent', payload: { message: stored } }),
        (error: unknown) =>
          dispatch({
            type: 'message:failed',
            payload: { clientId, error: errorText(error, i18n.t('inbox.errors.send', { ns: 'admin-chat' })) },
          }),
      );
      return true;
    },
    [dispatch, get, typingNotifier],
  );

  const endSession = useCallback(async () => {
    const sessionId = get().conversation.sessionId;
    if (!sessionId) return;
    dispatch({ type: 'end:started' });
    try {
      const { session } = await emitWithAck(getSocket(), 'agent:end-session', { sessionId });
      dispatch({ type: 'session:changed', payload: { session } });
    } catch (error) {
      dispatch({
        type: 'end:failed',
        payload: { error: errorText(error, i18n.t('inbox.errors.endChat', { ns: 'admin-chat' })) },
      });
    }
  }, [dispatch, get]);

  const [assigning, setAssigning] = useState(false);
  /** Claim (assigneeId undefined) or assign the open chat; the answer moves the list, the event every other screen. */
  const changeAssignee = useCallback(
    async (assigneeId?: string | null) => {
      const sessionId = get().conversation.sessionId;
      if (!sessionId) return;
      setAssigning(true);
      try {
        const session = assigneeId === undefined ? await claimChat(sessionId) : await assignChat(sessionId, assigneeId);
        dispatch({ type: 'session:changed', payload: { session } });
      } catch (error) {
        dispatch({
          type: 'error:raised',
          payload: { error: errorText(error, i18n.t('inbox.errors.changeAssignee', { ns: 'admin-chat' })) },
        });
      } finally {
        setAssigning(false);
      }
    },
    [dispatch, get],
  );

  const sessions = useMemo(() => sortSessions(sessionsQuery.data ?? []), [sessionsQuery.data]);
  const selectedId = state.conversation.sessionId;
  const selected = sessions.find((session) => session.id === selectedId) ?? null;

  const counters = useMemo(
    () => ({
      total: sessions.length,
      active: sessions.filter((session) => session.status === 'active').length,
      waiting: sessions.filter((session) => session.status === 'waiting').length,
      unread: sessions.reduce((sum, session) => sum + session.unreadCount, 0),
    }),
    [sessions],
  );

  return {
    sessions,
    loading: sessionsQuery.isPending,
    loadError: sessionsQuery.isError
      ? errorText(sessionsQuery.error, i18n.t('inbox.errors.loadSessions', { ns: 'admin-chat' }))
      : null,
    retry: () => void sessionsQuery.refetch(),
    counters,
    online: state.online,
    connected: state.connected,
    presence: state.presence,
    setOnline: setOnlineStatus,
    selected,
    select,
    messages: state.conversation.messages,
    loadingMessages: state.loadingMessages,
    customerTyping: customerTypingIn(state, selectedId),
    isTyping: (sessionId: string) => customerTypingIn(state, sessionId),
    send,
    /** A message stored by another path (a file's upload): shown at once, merged with its live copy by id. */
    addStored: (message: ChatMessageView) => dispatch({ type: 'message:sent', payload: { message } }),
    typing: typingNotifier.typing,
    markRead: (sessionId: string) => markRead(sessionId, true),
    endSession: () => void endSession(),
    claim: () => void changeAssignee(),
    assign: (assigneeId: string | null) => void changeAssignee(assigneeId),
    assigning,
    ending: state.ending,
    actionError: state.actionError,
    dismissError: () => dispatch({ type: 'error:dismissed' }),
  };
}

export type AgentInbox = ReturnType<typeof useAgentInbox>;
