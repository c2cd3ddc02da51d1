import type { ChatJoinRequest, ChatMessageView, ChatTyping } from '@kedai/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSyncReducer } from '@/hooks/use-sync-reducer';
import { subscribeChatEvents } from '@/lib/chat/chat-events';
import { newestStoredId, pendingMessage, type ChatMessageItem } from '@/lib/chat/chat-messages';
import { createTypingNotifier } from '@/lib/chat/typing-notifier';
import {
  customerChatReducer,
  customerUnread,
  initialCustomerChat,
  supportTyping,
  type CustomerChatAction,
} from '@/lib/chat/customer-chat-reducer';
import { currentLanguage, i18n } from '@/lib/i18n/i18n';
import { emitWithAck, getSocket, RealtimeAckError } from '@/lib/socket-client';
import { chatErrorText } from '../chat-error-text';
import { readStoredSession, storeSession } from '../chat-session-storage';

/** How many times a message answered `unavailable` is sent again (each after the server's retryAfterMs). */
const UNAVAILABLE_RETRIES = 6;

/**
 * The customer's side of the live chat (docs/realtime.md): joins (or resumes) the visitor's session,
 * sends with a client id, reads replies while the panel is open, fills gaps after a reconnect and rates
 * an ended session. The state is `customerChatReducer`'s; this hook wires the socket to it.
 */

const TYPING_IDLE_MS = 2_500;
const AGENT_TYPING_TIMEOUT_MS = 15_000;

export type DeliveryStatus = ChatMessageItem['delivery'];
export type CustomerMessage = ChatMessageItem;

export interface ChatContextInfo {
  customerName?: string;
  customerEmail?: string;
  orderId?: string;
  productName?: string;
}

export interface UseCustomerChatOptions {
  /** Connect and join (the panel was opened, or this browser has a chat to resume). */
  enabled: boolean;
  /** The panel is open and on screen: replies are read as they come. */
  visible: boolean;
  context: ChatContextInfo;
}

export function useCustomerChat({ enabled, visible, context }: UseCustomerChatOptions) {
  const [state, dispatchState, get] = useSyncReducer(customerChatReducer, () => initialCustomerChat);

  const contextRef = useRef(context);
  const visibleRef = useRef(visible);
  /** The panel was opened on this page: only then may a join start a new session. */
  const openedRef = useRef(visible);
  const agentTypingTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    contextRef.current = context;
  }, [context]);
  useEffect(() => {
    visibleRef.current = visible;
    if (visible) openedRef.current = true;
  }, [visible]);

  /** Every change goes through the reducer; the session id is also kept for the next page load. */
  const dispatch = useCallback(
    (action: CustomerChatAction) => {
      const before = get().session?.id ?? null;
      dispatchState(action);
      const after = get().session?.id ?? null;
      if (after !== before || action.type === 'session:opened') storeSession(after);
    },
    [dispatchState, get],
  );

  const markRead = useCallback(() => {
    const { session } = get();
    if (!session || !visibleRef.current || customerUnread(get()) === 0) return;
    dispatch({ type: 'messages:read-here', payload: { sessionId: session.id } });
    emitWithAck(getSocket(), 'chat:read', { sessionId: session.id }).catch(() => undefined);
  }, [dispatch, get]);

  /** Joins the stored session (or the visitor's open one, or a new one) and loads its messages. */
  const joinInFlight = useRef(false);

  const join = useCallback(
    async (fresh = false) => {
      const socket = getSocket();
      const stored = fresh ? null : (get().session?.id ?? readStoredSession());
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
        language: currentLanguage(),
      };
      dispatch({ type: 'join:started' });
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
            dispatch({ type: 'session:opened', payload: { sessionId: null } });
            return;
          }
          joined = await emitWithAck(socket, 'chat:join', request);
        }
        const sameSession = get().session?.id === joined.session.id;
        dispatch({ type: 'session:joined', payload: joined });
        if (sameSession) {
          // After a reconnect: anything after the newest message we hold (merged by id).
          const { messages } = await emitWithAck(socket, 'chat:history', {
            sessionId: joined.session.id,
            afterMessageId: newestStoredId(get().conversation.messages),
          });
          dispatch({ type: 'session:history', payload: { sessionId: joined.session.id, messages } });
        }
        markRead();
      } catch (error) {
        dispatch({
          type: 'join:failed',
          payload: { error: chatErrorText(error, i18n.t('errors.connect', { ns: 'chat' })) },
        });
      } finally {
        joinInFlight.current = false;
        dispatch({ type: 'join:settled' });
      }
    },
    [dispatch, get, markRead],
  );

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();

    /** An agent who stops mid-sentence (closed tab) does not leave the dots on forever. */
    const expireAgentTyping = ({ sessionId, senderType, isTyping }: ChatTyping) => {
      if (senderType !== 'admin') return;
      window.clearTimeout(agentTypingTimer.current);
      if (!isTyping) return;
      agentTypingTimer.current = window.setTimeout(
        () => dispatch({ type: 'chat:typing', payload: { sessionId, senderType, isTyping: false } }),
        AGENT_TYPING_TIMEOUT_MS,
      );
    };

    const onMessages = (messages: readonly ChatMessageView[]) => {
      const ours = messages.filter((message) => message.sessionId === get().session?.id);
      if (ours.some(({ senderType }) => senderType === 'admin' || senderType === 'auto')) {
        window.clearTimeout(agentTypingTimer.current);
        markRead();
      }
      // A system message (e.g. the agent ended the chat): fetch the session's new status.
      if (ours.some(({ senderType }) => senderType === 'system')) void join();
    };

    const unsubscribe = subscribeChatEvents(
      socket,
      // A staff member's socket is in the agents' room: it gets the agents' copy (chat:messages) instead.
      ['chat:message', 'chat:messages', 'chat:typing', 'chat:read', 'chat:presence'],
      (action) => {
        dispatch(action);
        switch (action.type) {
          case 'socket:connected':
            void join();
            break;
          case 'chat:typing':
            expireAgentTyping(action.payload);
            break;
          case 'chat:message':
            onMessages([action.payload]);
            break;
          case 'chat:messages':
            onMessages(action.payload.messages);
            break;
        }
      },
    );
    if (socket.connected) {
      dispatch({ type: 'socket:connected' });
      void join();
    } else socket.connect();
    return unsubscribe;
  }, [enabled, join, dispatch, get, markRead]);

  useEffect(() => {
    if (!visible) return;
    markRead();
    // Opened after a background resume found nothing: start (or resume) the chat now.
    if (enabled && !get().session && getSocket().connected) void join();
  }, [visible, enabled, markRead, join, get]);

  /** The customer is typing: tell the agent, and stop telling once the keys rest. */
  const typingNotifier = useMemo(
    () =>
      createTypingNotifier((isTyping) => {
        const current = get().session;
        if (!current || current.status === 'ended') return false;
        emitWithAck(getSocket(), 'chat:typing', { sessionId: current.id, isTyping }).catch(() => undefined);
        return true;
      }, TYPING_IDLE_MS),
    [get],
  );

  useEffect(
    () => () => {
      typingNotifier.dispose();
      window.clearTimeout(agentTypingTimer.current);
    },
    [typingNotifier],
  );

  const deliver = useCallback(
    async (sessionId: string, clientId: string, text: string): Promise<void> => {
      for (let outageRetries = UNAVAILABLE_RETRIES; ; outageRetries -= 1) {
        try {
          const { message } = await emitWithAck(getSocket(), 'chat:send', {
            sessionId,
            clientId,
            message: text,
            language: currentLanguage(),
          });
          dispatch({ type: 'message:sent', payload: { message } });
          return;
        } catch (error) {
          // The database or Redis is down for a moment: the message stays "sending" and goes again after the
          // wait the server asked for (same client id, so it is stored once), for about half a minute.
          if (error instanceof RealtimeAckError && error.code === 'unavailable' && outageRetries > 0) {
            await new Promise((resume) => window.setTimeout(resume, error.retryAfterMs ?? 5_000));
            continue;
          }
          dispatch({
            type: 'message:failed',
            payload: { clientId, error: chatErrorText(error, i18n.t('errors.send', { ns: 'chat' })) },
          });
          if (error instanceof RealtimeAckError && error.code === 'chat_ended') void join();
          return;
        }
      }
    },
    [dispatch, join],
  );

  /** Sends a message; blank text is not sent. Returns whether it was accepted for sending. */
  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      const current = get().session;
      if (!text || !current || current.status === 'ended') return false;
      typingNotifier.stop();
      const clientId = crypto.randomUUID();
      const message = pendingMessage({
        clientId,
        sessionId: current.id,
        senderType: 'customer',
        senderName: current.customerName,
        message: text,
        createdAt: new Date().toISOString(),
      });
      dispatch({ type: 'message:pending', payload: { message } });
      void deliver(current.id, clientId, text);
      return true;
    },
    [dispatch, deliver, get, typingNotifier],
  );

  /** Sends a failed message again with the same client id (stored once even if it did arrive). */
  const retry = useCallback(
    (clientId: string) => {
      const { session, conversation } = get();
      const message = conversation.messages.find((item) => item.clientId === clientId);
      if (!message || !session) return;
      dispatch({ type: 'message:retry', payload: { clientId } });
      void deliver(session.id, clientId, message.message);
    },
    [dispatch, deliver, get],
  );

  const rate = useCallback(
    async (value: number) => {
      const current = get().session;
      if (!current) return;
      dispatch({ type: 'rate:started' });
      try {
        const { session } = await emitWithAck(getSocket(), 'chat:rate', { sessionId: current.id, rating: value });
        dispatch({ type: 'session:changed', payload: { session } });
      } catch (error) {
        dispatch({
          type: 'rate:failed',
          payload: { error: chatErrorText(error, i18n.t('errors.rate', { ns: 'chat' })) },
        });
      }
    },
    [dispatch, get],
  );

  const startNew = useCallback(() => {
    dispatch({ type: 'session:opened', payload: { sessionId: null } });
    dispatch({ type: 'error:dismissed' });
    void join(true);
  }, [dispatch, join]);

  return {
    session: state.session,
    messages: state.conversation.messages,
    presence: state.presence,
    supportTyping: supportTyping(state),
    connected: state.connected,
    joining: state.joining,
    joinError: state.joinError,
    sendError: state.sendError,
    dismissSendError: () => dispatch({ type: 'error:dismissed' }),
    unread: customerUnread(state),
    rating: state.rating,
    send,
    /** A message stored by another path (a file's upload): shown at once, merged with its live copy by id. */
    addStored: (message: ChatMessageView) => dispatch({ type: 'message:sent', payload: { message } }),
    retry,
    typing: typingNotifier.typing,
    rate,
    startNew,
    reconnect: () => void join(),
  };
}
