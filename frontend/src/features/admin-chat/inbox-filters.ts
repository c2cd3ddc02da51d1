import {
  CONVERSATION_CHANNELS,
  conversationChannelOf,
  type ChatSessionView,
  type ConversationChannel,
} from '@kedai/contracts';

/**
 * Whose chats the inbox shows (as Chatwoot teams expect). Each `label` is a key of the `admin-chat`
 * catalogue, translated where it is shown.
 */
export const INBOX_VIEWS = [
  { value: 'mine', label: 'filters.views.mine' },
  { value: 'unassigned', label: 'filters.views.unassigned' },
  { value: 'all', label: 'filters.views.all' },
] as const;
export type InboxView = (typeof INBOX_VIEWS)[number]['value'];

/** Which chats by status: the live list is open ones (waiting or active); ended ones are the history. */
export const STATUS_FILTERS = [
  { value: 'open', label: 'filters.status.open' },
  { value: 'waiting', label: 'filters.status.waiting' },
  { value: 'active', label: 'filters.status.active' },
  { value: 'ended', label: 'filters.status.ended' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** Whether the customer is connected to the conversation now. */
export const PRESENCE_FILTERS = [
  { value: 'any', label: 'filters.presence.any' },
  { value: 'online', label: 'filters.presence.online' },
  { value: 'offline', label: 'filters.presence.offline' },
] as const;
export type PresenceFilter = (typeof PRESENCE_FILTERS)[number]['value'];

/** Which channel (web chat, WhatsApp, e-mail): '' any. The history's filter is applied by the server too. */
export type ChannelFilter = '' | ConversationChannel;
export const CHANNEL_FILTERS: readonly ChannelFilter[] = ['', ...CONVERSATION_CHANNELS];

/**
 * Where the conversation's customer is answered: a web chat the customer answered by e-mail is an e-mail
 * conversation; sessions from before channels existed are web chats.
 */
export const channelOf = (session: Pick<ChatSessionView, 'channel' | 'emailThread'>): ConversationChannel =>
  conversationChannelOf(session);

export function onChannel(session: ChatSessionView, channel: ChannelFilter): boolean {
  return channel === '' || channelOf(session) === channel;
}

export function hasPresence(online: boolean, presence: PresenceFilter): boolean {
  return presence === 'any' || (presence === 'online') === online;
}

export function inView(session: ChatSessionView, view: InboxView, me: string | null): boolean {
  if (view === 'mine') return me !== null && session.assigneeId === me;
  if (view === 'unassigned') return session.assigneeId === null;
  return true;
}

export function hasStatus(session: ChatSessionView, status: StatusFilter): boolean {
  return status === 'open' ? session.status !== 'ended' : session.status === status;
}

export function matchesSearch(session: ChatSessionView, term: string): boolean {
  if (!term) return true;
  const needle = term.toLowerCase();
  return [session.customerName, session.customerEmail, session.orderId].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}

/** Open chats per view, for the tabs' counts. */
export function viewCounts(sessions: readonly ChatSessionView[], me: string | null): Record<InboxView, number> {
  const open = sessions.filter((session) => session.status !== 'ended');
  return {
    mine: open.filter((session) => inView(session, 'mine', me)).length,
    unassigned: open.filter((session) => inView(session, 'unassigned', me)).length,
    all: open.length,
  };
}
