import type { ChatJoinRequest, ChatMessageView, ChatPresence, ChatSessionView } from '@kedai/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emitWithAck, getSocket, RealtimeAckError } from '@/lib/socket-client';

/**
 * The customer's side of the live chat (docs/realtime.md): joins (or resumes) the visitor's session,
 * keeps its messages merged by id, sends with a client id (pending, then sent), follows typing, read
 * receipts and agent presence, fills gaps after a reconnect and rates an ended session.
 */

export const SESSION_KEY = 'kedai.chat.session';
const TYPING_IDLE_MS = 2_500;
const AGENT_TYPING_TIMEOUT_MS = 15_000;

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface CustomerMessage extends ChatMessageView {
  delivery: DeliveryStatus;
}

export interface ChatContextInfo {
  customerName?: string;
  customerEmail?: string;
  orderId?: string;
  productName?: string;
}

function readStoredSession(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function storeSession(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(SESSION_KEY, id);
    else window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // The session is then resumed by the server's "open session of this visitor" rule.
  }
}

/** Whether this browser has chatted before (then the widget connects early to show unread replies). */
export function hasStoredChatSession(): boolean {
  return readStoredSession() !== null;
}

const byTime = (a: ChatMessageView, b: ChatMessageView) =>
  a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1;

/** Adds or replaces messages by id (or by client id for our own pending copies), oldest first. */
function merge(list: CustomerMessage[], incoming: ChatMessageView[]): CustomerMessage[] {
  const next = [...list];
  for (const message of incoming) {
    const index = next.findIndex(
      (item) => item.id === message.id || (message.clientId !== null && item.clientId === message.clientId),
    );
    const stored: CustomerMessage = { ...message, delivery: 'sent' };
    if (index === -1) next.push(stored);
    else next[index] = stored;
  }
  return next.sort(byTime);
}

const isFromSupport = (message: ChatMessageView) => message.senderType === 'admin' || message.senderType === 'auto';

export interface UseCustomerChatOptions {
  /** Connect and join (the panel was opened, or this browser has a chat to resume). */
  enabled: boolean;
  /** The panel is open and on screen: replies are read as they come. */
  visible: boolean;
  context: ChatContextInfo;
}

export function useCustomerChat({ enabled, visible, context }: UseCustomerChatOptions) {
  const [session, setSession] = useState<ChatSessionView | null>(null);
  const [messages, setMessages] = useState<CustomerMessage[]>([]);
  const [presence, setPresence] = useState<ChatPresence | null>(null);
  const [typingBy, setTypingBy] = useState<{ admin: boolean; auto: boolean }>({ admin: false, auto: false });
  const [connected, setConnected] = useState(false);
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [rating, setRating] = useState(false);

  const sessionRef = useRef<ChatSessionView | null>(null);
  const messagesRef = useRef<CustomerMessage[]>([]);
  const contextRef = useRef(context);
  const visibleRef = useRef(visible);
  /** The panel was opened on this page: only then may a join start a new session. */
  const openedRef = useRef(visible);
  const typingSent = useRef(false);
  const typingTimer = useRef<number | undefined>(undefined);
  const agentTypingTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    contextRef.current = context;
  }, [context]);
  useEffect(() => {
    visibleRef.current = visible;
    if (visible) openedRef.current = true;
  }, [visible]);

  const applySession = useCallback((next: ChatSessionView | null) => {
    sessionRef.current = next;
    setSession(next);
    storeSession(next?.id ?? null);
  }, []);

  const applyMessages = useCallback((update: (list: CustomerMessage[]) => CustomerMessage[]) => {
    messagesRef.current = update(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);

  const markRead = useCallback(() => {
    const current = sessionRef.current;
    if (!current || !visibleRef.current) return;
    if (!messagesRef.current.some((message) => isFromSupport(message) && !message.isRead)) return;
    applyMessages((list) => list.map((message) => (isFromSupport(message) ? { ...message, isRead: true } : message)));
    emitWithAck(getSocket(), 'chat:read', { sessionId: current.id }).catch(() => undefined);
  }, [applyMessages]);

  /** Joins the stored session (or the visitor's open one, or a new one) and loads its messages. */
  const joinInFlight = useRef(false);

  const join = useCallback(
    async (fresh = false) => {
      const socket = getSocket();
      const stored = fresh ? null : (sessionRef.current?.id ?? readStoredSession());
      // Nothing to resume and the customer has not opened the chat here: wait until they do.
      // One join at a time, so two triggers (connect, open) never create two sessions.
      if ((!stored && !openedRef.current) || joinInFlight.current) return;
      joinInFlight.current = true;
      const info = contextRef.current;
      const request: ChatJoinRequest = {
        customerName: info.customerName,
        customerEmail: info.customerEmail,
        orderId: info.orderId,
        productName: info.productName,
        pageUrl: window.location.href,
      };
      setJoining(true);
      setJoinError(null);
      try {
        let joined;
        try {
          joined = await emitWithAck(socket, 'chat:join', stored ? { ...request, sessionId: stored } : request);
        } catch (error) {
          // Not ours any more (logged in or out): start from the visitor's own session.
          if (!(error instanceof RealtimeAckError) || error.code !== 'chat_session_not_found' || !stored) throw error;
          storeSession(null);
          // Resuming in the background (panel never opened here): no new session on the customer's behalf.
          if (!openedRef.current) {
            applySession(null);
            applyMessages(() => []);
            return;
          }
          joined = await emitWithAck(socket, 'chat:join', request);
        }
        const sameSession = sessionRef.current?.id === joined.session.id;
        applySession(joined.session);
        setPresence(joined.presence);
        applyMessages((list) => merge(sameSession ? list : [], joined.messages));
        if (sameSession) {
          // After a reconnect: anything after the newest message we hold (merged by id).
          const last = [...messagesRef.current].reverse().find((message) => message.delivery === 'sent');
          const { messages: missed } = await emitWithAck(socket, 'chat:history', {
            sessionId: joined.session.id,
            afterMessageId: last?.id,
          });
          applyMessages((list) => merge(list, missed));
        }
        markRead();
      } catch (error) {
        setJoinError(error instanceof Error ? error.message : 'Could not connect to live chat.');
      } finally {
        joinInFlight.current = false;
        setJoining(false);
      }
    },
    [applyMessages, applySession, markRead],
  );

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();

    const onConnect = () => {
      setConnected(true);
      void join();
    };
    const onDisconnect = () => setConnected(false);
    const onMessage = (message: ChatMessageView) => {
      const current = sessionRef.current;
      if (!current || message.sessionId !== current.id) return;
      applyMessages((list) => merge(list, [message]));
      if (isFromSupport(message)) {
        window.clearTimeout(agentTypingTimer.current);
        setTypingBy((current) => ({ ...current, [message.senderType]: false }));
        markRead();
      }
      // A system message (e.g. the agent ended the chat): fetch the session's new status.
      if (message.senderType === 'system') void join();
    };
    const onTyping = ({
      sessionId,
      senderType,
      isTyping,
    }: {
      sessionId: string;
      senderType: string;
      isTyping: boolean;
    }) => {
      if (sessionId !== sessionRef.current?.id || (senderType !== 'admin' && senderType !== 'auto')) return;
      // The agent and a pending auto-reply type independently (an agent reply cancels the auto one).
      setTypingBy((current) => ({ ...current, [senderType]: isTyping }));
      if (senderType === 'admin') {
        window.clearTimeout(agentTypingTimer.current);
        // An agent who stops mid-sentence (closed tab) does not leave the dots on forever.
        if (isTyping) {
          agentTypingTimer.current = window.setTimeout(
            () => setTypingBy((current) => ({ ...current, admin: false })),
            AGENT_TYPING_TIMEOUT_MS,
          );
        }
      }
    };
    const onRead = ({ sessionId, readerType }: { sessionId: string; readerType: 'admin' | 'customer' }) => {
      if (sessionId !== sessionRef.current?.id || readerType !== 'admin') return;
      applyMessages((list) =>
        list.map((message) =>
          message.senderType === 'customer' && message.delivery === 'sent' ? { ...message, isRead: true } : message,
        ),
      );
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('chat:message', onMessage);
    socket.on('chat:typing', onTyping);
    socket.on('chat:read', onRead);
    socket.on('chat:presence', setPresence);
    if (socket.connected) onConnect();
    else socket.connect();

    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('chat:message', onMessage);
      socket.off('chat:typing', onTyping);
      socket.off('chat:read', onRead);
      socket.off('chat:presence', setPresence);
    };
  }, [enabled, join, applyMessages, markRead]);

  useEffect(() => {
    if (!visible) return;
    markRead();
    // Opened after a background resume found nothing: start (or resume) the chat now.
    if (enabled && !sessionRef.current && getSocket().connected) void join();
  }, [visible, enabled, markRead, join]);

  useEffect(
    () => () => {
      window.clearTimeout(typingTimer.current);
      window.clearTimeout(agentTypingTimer.current);
    },
    [],
  );

  const emitTyping = useCallback((isTyping: boolean) => {
    const current = sessionRef.current;
    if (!current || current.status === 'ended' || typingSent.current === isTyping) return;
    typingSent.current = isTyping;
    emitWithAck(getSocket(), 'chat:typing', { sessionId: current.id, isTyping }).catch(() => undefined);
  }, []);

  /** The customer is typing: tell the agent, and stop telling once the keys rest. */
  const typing = useCallback(() => {
    emitTyping(true);
    window.clearTimeout(typingTimer.current);
    typingTimer.current = window.setTimeout(() => emitTyping(false), TYPING_IDLE_MS);
  }, [emitTyping]);

  const deliver = useCallback(
    async (sessionId: string, clientId: string, text: string) => {
      try {
        const { message } = await emitWithAck(getSocket(), 'chat:send', { sessionId, clientId, message: text });
        applyMessages((list) => merge(list, [message]));
      } catch (error) {
        applyMessages((list) =>
          list.map((item) => (item.clientId === clientId ? { ...item, delivery: 'failed' } : item)),
        );
        setSendError(error instanceof Error ? error.message : 'Message not sent. Please try again.');
        if (error instanceof RealtimeAckError && error.code === 'chat_ended') void join();
      }
    },
    [applyMessages, join],
  );

  /** Sends a message; blank text is not sent. Returns whether it was accepted for sending. */
  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      const current = sessionRef.current;
      if (!text || !current || current.status === 'ended') return false;
      setSendError(null);
      window.clearTimeout(typingTimer.current);
      emitTyping(false);
      const clientId = crypto.randomUUID();
      const pending: CustomerMessage = {
        _id: clientId,
        id: clientId,
        sessionId: current.id,
        senderType: 'customer',
        senderId: null,
        senderName: current.customerName,
        message: text,
        clientId,
        isRead: false,
        createdAt: new Date().toISOString(),
        autoReplyInfo: { isAutoGenerated: false, ruleId: null },
        delivery: 'pending',
      };
      applyMessages((list) => [...list, pending]);
      void deliver(current.id, clientId, text);
      return true;
    },
    [applyMessages, deliver, emitTyping],
  );

  /** Sends a failed message again with the same client id (stored once even if it did arrive). */
  const retry = useCallback(
    (clientId: string) => {
      const message = messagesRef.current.find((item) => item.clientId === clientId);
      const current = sessionRef.current;
      if (!message || !current) return;
      setSendError(null);
      applyMessages((list) =>
        list.map((item) => (item.clientId === clientId ? { ...item, delivery: 'pending' } : item)),
      );
      void deliver(current.id, clientId, message.message);
    },
    [applyMessages, deliver],
  );

  const rate = useCallback(
    async (value: number) => {
      const current = sessionRef.current;
      if (!current) return;
      setRating(true);
      setSendError(null);
      try {
        const { session: rated } = await emitWithAck(getSocket(), 'chat:rate', {
          sessionId: current.id,
          rating: value,
        });
        applySession(rated);
      } catch (error) {
        setSendError(error instanceof Error ? error.message : 'Could not save your rating.');
      } finally {
        setRating(false);
      }
    },
    [applySession],
  );

  const startNew = useCallback(() => {
    applySession(null);
    applyMessages(() => []);
    setSendError(null);
    void join(true);
  }, [applyMessages, applySession, join]);

  const unread = messages.filter((message) => isFromSupport(message) && !message.isRead).length;

  return {
    session,
    messages,
    presence,
    supportTyping: typingBy.admin || typingBy.auto,
    connected,
    joining,
    joinError,
    sendError,
    dismissSendError: () => setSendError(null),
    unread,
    rating,
    send,
    retry,
    typing,
    rate,
    startNew,
    reconnect: () => void join(),
  };
}
