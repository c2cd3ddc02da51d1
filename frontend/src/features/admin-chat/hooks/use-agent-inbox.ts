import type {
  AgentChatMessageView,
  ChatMessageView,
  ChatPresence,
  ChatSessionView,
  ChatTyping,
} from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { emitWithAck, getSocket } from '@/lib/socket-client';
import { chatSessionsKey, useChatSessions } from '../api/get-chat-sessions';

/**
 * The agent's live inbox (admin spec §2 Admin Live Chat, docs/realtime.md): the session list kept live
 * from socket events, presence (Go Online / Go Offline), the selected conversation with its messages,
 * typing both ways, read receipts, sending and ending a chat.
 */

export type Delivery = 'pending' | 'sent' | 'failed';
export interface AgentMessage extends ChatMessageView {
  delivery: Delivery;
}

const ONLINE_KEY = 'kedai.agent.online';
const TYPING_IDLE_MS = 2_500;
const CUSTOMER_TYPING_TIMEOUT_MS = 15_000;

function readOnlinePreference(): boolean {
  try {
    return window.localStorage.getItem(ONLINE_KEY) === '1';
  } catch {
    return false;
  }
}

function writeOnlinePreference(online: boolean): void {
  try {
    window.localStorage.setItem(ONLINE_KEY, online ? '1' : '0');
  } catch {
    // Only the preference across reloads is lost.
  }
}

const activityOf = (session: ChatSessionView) => session.lastMessageTime ?? session.createdAt;

function sortSessions(list: ChatSessionView[]): ChatSessionView[] {
  return [...list].sort((a, b) => (activityOf(a) < activityOf(b) ? 1 : activityOf(a) > activityOf(b) ? -1 : 0));
}

function mergeMessages(list: AgentMessage[], incoming: ChatMessageView[]): AgentMessage[] {
  const next = [...list];
  for (const message of incoming) {
    const index = next.findIndex(
      (item) => item.id === message.id || (message.clientId !== null && item.clientId === message.clientId),
    );
    const stored: AgentMessage = { ...message, delivery: 'sent' };
    if (index === -1) next.push(stored);
    else next[index] = stored;
  }
  return next.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function useAgentInbox() {
  const queryClient = useQueryClient();
  const sessionsQuery = useChatSessions();
  const [online, setOnline] = useState(readOnlinePreference);
  const [presence, setPresence] = useState<ChatPresence | null>(null);
  const [connected, setConnected] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [messages, setMessages] = useState<AgentMessage[]>([]);
  const [loadingMessages, setLoadingMessages] = useState(false);
  const [typingSessions, setTypingSessions] = useState<Record<string, boolean>>({});
  const [actionError, setActionError] = useState<string | null>(null);
  const [ending, setEnding] = useState(false);

  const selectedRef = useRef<string | null>(null);
  const onlineRef = useRef(online);
  const messagesRef = useRef<AgentMessage[]>([]);
  const typingSent = useRef(false);
  const typingTimer = useRef<number | undefined>(undefined);
  const customerTypingTimers = useRef<Record<string, number>>({});

  const applyMessages = useCallback((update: (list: AgentMessage[]) => AgentMessage[]) => {
    messagesRef.current = update(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);

  const upsertSession = useCallback(
    (session: ChatSessionView) => {
      queryClient.setQueryData<ChatSessionView[]>(chatSessionsKey, (list) => {
        if (!list) return list;
        const others = list.filter((item) => item.id !== session.id);
        return sortSessions([session, ...others]);
      });
    },
    [queryClient],
  );

  const markRead = useCallback(
    async (sessionId: string) => {
      const session = queryClient.getQueryData<ChatSessionView[]>(chatSessionsKey)?.find((s) => s.id === sessionId);
      if (session) upsertSession({ ...session, unreadCount: 0 });
      try {
        await emitWithAck(getSocket(), 'agent:mark-read', { sessionId });
      } catch (error) {
        setActionError(errorText(error, 'Could not mark the chat as read.'));
      }
    },
    [queryClient, upsertSession],
  );

  const openSession = useCallback(
    async (sessionId: string) => {
      const socket = getSocket();
      setLoadingMessages(true);
      try {
        const joined = await emitWithAck(socket, 'agent:join-session', { sessionId });
        if (selectedRef.current !== sessionId) return;
        upsertSession(joined.session);
        setPresence(joined.presence);
        applyMessages((list) => mergeMessages(list, joined.messages));
        if (joined.session.unreadCount > 0) void markRead(sessionId);
      } catch (error) {
        setActionError(errorText(error, 'Could not open this chat.'));
      } finally {
        setLoadingMessages(false);
      }
    },
    [applyMessages, markRead, upsertSession],
  );

  const select = useCallback(
    (sessionId: string | null) => {
      selectedRef.current = sessionId;
      setSelectedId(sessionId);
      applyMessages(() => []);
      setActionError(null);
      if (sessionId) void openSession(sessionId);
    },
    [applyMessages, openSession],
  );

  const announcePresence = useCallback(async (next: boolean) => {
    try {
      setPresence(await emitWithAck(getSocket(), 'agent:presence', { online: next }));
    } catch (error) {
      setActionError(errorText(error, 'Could not change your status.'));
    }
  }, []);

  useEffect(() => {
    const socket = getSocket();
    const onConnect = () => {
      setConnected(true);
      if (onlineRef.current) void announcePresence(true);
      // Anything that happened while we were away: the list again, and the open conversation's gap.
      void queryClient.invalidateQueries({ queryKey: chatSessionsKey });
      if (selectedRef.current) void openSession(selectedRef.current);
    };
    const onDisconnect = () => setConnected(false);
    const onSession = (session: ChatSessionView) => upsertSession(session);
    const onMessage = ({ session, ...message }: AgentChatMessageView) => {
      if (session) upsertSession(session);
      if (message.sessionId !== selectedRef.current) return;
      applyMessages((list) => mergeMessages(list, [message]));
      if (message.senderType === 'customer') {
        window.clearTimeout(customerTypingTimers.current[message.sessionId]);
        setTypingSessions((current) => ({ ...current, [message.sessionId]: false }));
        if (document.visibilityState === 'visible') void markRead(message.sessionId);
      }
    };
    const onTyping = ({ sessionId, senderType, isTyping }: ChatTyping) => {
      if (senderType !== 'customer') return;
      window.clearTimeout(customerTypingTimers.current[sessionId]);
      setTypingSessions((current) => ({ ...current, [sessionId]: isTyping }));
      if (isTyping) {
        customerTypingTimers.current[sessionId] = window.setTimeout(
          () => setTypingSessions((current) => ({ ...current, [sessionId]: false })),
          CUSTOMER_TYPING_TIMEOUT_MS,
        );
      }
    };
    const onRead = ({ sessionId, readerType }: { sessionId: string; readerType: 'admin' | 'customer' }) => {
      if (readerType !== 'customer' || sessionId !== selectedRef.current) return;
      applyMessages((list) =>
        list.map((message) =>
          message.senderType !== 'customer' && message.delivery === 'sent' ? { ...message, isRead: true } : message,
        ),
      );
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('chat:session-created', onSession);
    socket.on('chat:session-updated', onSession);
    socket.on('chat:message', onMessage);
    socket.on('chat:typing', onTyping);
    socket.on('chat:read', onRead);
    socket.on('chat:presence', setPresence);
    if (socket.connected) onConnect();
    else socket.connect();
    const timers = customerTypingTimers.current;
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('chat:session-created', onSession);
      socket.off('chat:session-updated', onSession);
      socket.off('chat:message', onMessage);
      socket.off('chat:typing', onTyping);
      socket.off('chat:read', onRead);
      socket.off('chat:presence', setPresence);
      Object.values(timers).forEach((timer) => window.clearTimeout(timer));
      window.clearTimeout(typingTimer.current);
    };
  }, [announcePresence, applyMessages, markRead, openSession, queryClient, upsertSession]);

  const setOnlineStatus = useCallback(
    (next: boolean) => {
      onlineRef.current = next;
      setOnline(next);
      writeOnlinePreference(next);
      void announcePresence(next);
    },
    [announcePresence],
  );

  const emitTyping = useCallback((isTyping: boolean) => {
    const sessionId = selectedRef.current;
    if (!sessionId || typingSent.current === isTyping) return;
    typingSent.current = isTyping;
    emitWithAck(getSocket(), 'agent:typing', { sessionId, isTyping }).catch(() => undefined);
  }, []);

  const typing = useCallback(() => {
    emitTyping(true);
    window.clearTimeout(typingTimer.current);
    typingTimer.current = window.setTimeout(() => emitTyping(false), TYPING_IDLE_MS);
  }, [emitTyping]);

  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      const sessionId = selectedRef.current;
      if (!text || !sessionId || !onlineRef.current) return false;
      setActionError(null);
      window.clearTimeout(typingTimer.current);
      emitTyping(false);
      const clientId = crypto.randomUUID();
      applyMessages((list) => [
        ...list,
        {
          _id: clientId,
          id: clientId,
          sessionId,
          senderType: 'admin',
          senderId: null,
          senderName: 'You',
          message: text,
          clientId,
          isRead: false,
          createdAt: new Date().toISOString(),
          autoReplyInfo: { isAutoGenerated: false, ruleId: null },
          delivery: 'pending',
        },
      ]);
      emitWithAck(getSocket(), 'agent:send', { sessionId, clientId, message: text }).then(
        ({ message }) => applyMessages((list) => mergeMessages(list, [message])),
        (error: unknown) => {
          applyMessages((list) =>
            list.map((item) => (item.clientId === clientId ? { ...item, delivery: 'failed' } : item)),
          );
          setActionError(errorText(error, 'Message not sent.'));
        },
      );
      return true;
    },
    [applyMessages, emitTyping],
  );

  const endSession = useCallback(async () => {
    const sessionId = selectedRef.current;
    if (!sessionId) return;
    setEnding(true);
    try {
      const { session } = await emitWithAck(getSocket(), 'agent:end-session', { sessionId });
      upsertSession(session);
    } catch (error) {
      setActionError(errorText(error, 'Could not end this chat.'));
    } finally {
      setEnding(false);
    }
  }, [upsertSession]);

  const sessions = useMemo(() => sortSessions(sessionsQuery.data ?? []), [sessionsQuery.data]);
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
    loadError: sessionsQuery.isError ? errorText(sessionsQuery.error, 'Failed to load chat sessions') : null,
    retry: () => void sessionsQuery.refetch(),
    counters,
    online,
    connected,
    presence,
    setOnline: setOnlineStatus,
    selected,
    select,
    messages,
    loadingMessages,
    customerTyping: selectedId ? Boolean(typingSessions[selectedId]) : false,
    isTyping: (sessionId: string) => Boolean(typingSessions[sessionId]),
    send,
    typing,
    markRead: (sessionId: string) => void markRead(sessionId),
    endSession: () => void endSession(),
    ending,
    actionError,
    dismissError: () => setActionError(null),
  };
}

export type AgentInbox = ReturnType<typeof useAgentInbox>;
