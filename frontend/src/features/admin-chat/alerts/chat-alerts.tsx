import type { AgentChatMessageView, ChatMention, ChatSessionAssigned, ChatSessionView } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { subscribeChatEvents } from '@/lib/chat/chat-events';
import { sessionListReducer } from '@/lib/chat/session-list-reducer';
import { i18n } from '@/lib/i18n/i18n';
import { getSocket } from '@/lib/socket-client';
import { chatSessionsKey, updateSessionsLive, useChatSessions } from '../api/get-chat-sessions';
import { getMissedMessages } from '../api/get-missed-messages';
import { CatchUp } from './catch-up';
import {
  keepTitleCount,
  type CountedTitle,
  notificationsSupported,
  notify,
  playChime,
  prepareChime,
  readMuted,
  showFaviconCount,
  titleWithCount,
  writeMuted,
} from './alert-signals';

export interface ChatAlerts {
  /** Unread customer messages over every open conversation. */
  unread: number;
  muted: boolean;
  toggleMute: () => void;
  /** 'default' until the agent answers the browser's question once. */
  permission: NotificationPermission | 'unsupported';
  askPermission: () => void;
}

const ChatAlertsContext = createContext<ChatAlerts | null>(null);

export const useChatAlerts = () => useContext(ChatAlertsContext);

export const conversationPath = (sessionId: string) =>
  `${paths.admin.liveChat}?session=${encodeURIComponent(sessionId)}`;

/** "(3) Live Chat · Kedai Admin", in the current language (read when the title changes, so no re-render needed). */
const countedTitle: CountedTitle = (unread, title) => i18n.t('alerts.tabTitle', { ns: 'admin-chat', unread, title });

const unreadOf = (sessions: readonly ChatSessionView[] | undefined) =>
  (sessions ?? []).reduce((total, session) => total + (session.status === 'ended' ? 0 : session.unreadCount), 0);

/**
 * Alerts wherever the agent is in the admin area (issue: a support team's shift): the unread count in the
 * tab title and favicon, a chime (mutable, remembered per agent) and a desktop notification for a customer
 * message the agent is not looking at. The session list is the inbox's own cache, kept live here too.
 */
export function ChatAlertsProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const sessions = useChatSessions();
  const location = useLocation();
  const navigate = useNavigate();
  const [muted, setMuted] = useState(() => readMuted(userId));
  const [permission, setPermission] = useState<ChatAlerts['permission']>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );
  const unread = unreadOf(sessions.data);

  // Read by the socket handler without re-subscribing on every change.
  const live = useRef({ unread, muted, location, navigate });
  useEffect(() => {
    live.current = { unread, muted, location, navigate };
  });

  useEffect(() => keepTitleCount(() => live.current.unread, countedTitle), []);
  useEffect(() => {
    document.title = titleWithCount(document.title, unread, countedTitle);
    showFaviconCount(unread);
  }, [unread]);
  useEffect(() => () => showFaviconCount(0), []);
  useEffect(() => prepareChime(), []);

  useEffect(() => {
    const socket = getSocket();
    const onMessages = (messages: readonly AgentChatMessageView[]) => {
      const { location: here, muted: quiet, navigate: go } = live.current;
      const inInbox = document.visibilityState === 'visible' && here.pathname === paths.admin.liveChat;
      const looking = inInbox ? new URLSearchParams(here.search).get('session') : null;
      const unseen = messages.filter((message) => message.senderType === 'customer' && message.sessionId !== looking);
      if (unseen.length === 0) return;
      // One chime for a burst; each notification replaces the one before it for its conversation (same tag).
      if (!quiet) playChime();
      if (inInbox) return;
      for (const message of unseen) {
        const name = message.session.customerName || i18n.t('alerts.someCustomer', { ns: 'admin-chat' });
        notify(
          i18n.t('alerts.customerWrote', { ns: 'admin-chat', name }),
          message.message.slice(0, 140),
          message.sessionId,
          () => void go(conversationPath(message.sessionId)),
        );
      }
    };
    /** Someone else gave this agent a chat: a chime, and a notification unless it is already on screen. */
    const onAssigned = ({ session, assignedBy }: ChatSessionAssigned) => {
      if (session.assigneeId !== userId || assignedBy.id === userId) return;
      const { location: here, muted: quiet, navigate: go } = live.current;
      const looking =
        document.visibilityState === 'visible' &&
        here.pathname === paths.admin.liveChat &&
        new URLSearchParams(here.search).get('session') === session.id;
      if (looking) return;
      if (!quiet) playChime();
      notify(
        i18n.t('alerts.assignedTitle', { ns: 'admin-chat', name: assignedBy.name }),
        i18n
          .t('alerts.assignedBody', {
            ns: 'admin-chat',
            customer: session.customerName,
            message: session.lastMessage ?? '',
          })
          .slice(0, 140),
        session.id,
        () => void go(conversationPath(session.id)),
      );
    };
    /**
     * A teammate named this agent (@name) in a staff-only note: a chime and a notification, unless the agent is
     * looking at that conversation. Only the named agent's sockets get chat:mention.
     */
    const mentionsHeard = new Set<string>();
    const onMention = (mention: ChatMention) => {
      if (mentionsHeard.has(mention.messageId)) return;
      mentionsHeard.add(mention.messageId);
      const { location: here, muted: quiet, navigate: go } = live.current;
      const looking =
        document.visibilityState === 'visible' &&
        here.pathname === paths.admin.liveChat &&
        new URLSearchParams(here.search).get('session') === mention.sessionId;
      if (looking) return;
      if (!quiet) playChime();
      notify(
        i18n.t('alerts.mentionTitle', { ns: 'admin-chat', name: mention.byName }),
        i18n
          .t('alerts.mentionBody', { ns: 'admin-chat', customer: mention.customerName, note: mention.text })
          .slice(0, 140),
        `mention:${mention.messageId}`,
        () => void go(conversationPath(mention.sessionId)),
      );
    };
    socket.on('chat:mention', onMention);
    /**
     * After a reconnect (an API restart, a network drop) the messages stored while the socket was away, and the
     * notes that named this agent, are asked for and alerted for as if they had come live: chime and notifications
     * (the list, and so the unread count and the tab title, is read again).
     */
    const catchUp = new CatchUp();
    let connectedBefore = socket.connected;
    const catchUpAfterReconnect = async () => {
      const missed = await getMissedMessages(catchUp.cursor(queryClient.getQueryData(chatSessionsKey)));
      const unheard = catchUp.unheard(missed.messages);
      if (unheard.length > 0) onMessages(unheard);
      missed.mentions.forEach(onMention);
    };
    const unsubscribe = subscribeChatEvents(
      socket,
      ['chat:session-created', 'chat:session-updated', 'chat:session-assigned', 'chat:messages', 'chat:read'],
      (action) => {
        if (action.type === 'socket:connected') {
          if (connectedBefore) void catchUpAfterReconnect().catch(() => undefined);
          connectedBefore = true;
          void queryClient.invalidateQueries({ queryKey: chatSessionsKey });
        }
        if (action.type !== 'socket:connected' && action.type !== 'socket:disconnected') {
          updateSessionsLive(queryClient, (list) => sessionListReducer(list, action));
        }
        if (action.type === 'chat:messages') {
          onMessages(catchUp.unheard(action.payload.messages));
        }
        if (action.type === 'chat:session-assigned') onAssigned(action.payload);
      },
    );
    if (!socket.connected) socket.connect();
    return () => {
      socket.off('chat:mention', onMention);
      unsubscribe();
    };
  }, [queryClient, userId]);

  const value = useMemo<ChatAlerts>(
    () => ({
      unread,
      muted,
      toggleMute: () => {
        writeMuted(userId, !muted);
        setMuted(!muted);
      },
      permission,
      askPermission: () => {
        if (!notificationsSupported()) return;
        void Notification.requestPermission().then(setPermission);
      },
    }),
    [unread, muted, permission, userId],
  );

  return <ChatAlertsContext.Provider value={value}>{children}</ChatAlertsContext.Provider>;
}
