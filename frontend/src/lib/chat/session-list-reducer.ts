import type { ChatSessionView } from '@kedai/contracts';
import type { ChatAction } from './chat-events';

const activityOf = (session: ChatSessionView) => session.lastMessageTime ?? session.createdAt;

/** Newest activity first. */
export function sortSessions(list: readonly ChatSessionView[]): ChatSessionView[] {
  return [...list].sort((a, b) => (activityOf(a) < activityOf(b) ? 1 : activityOf(a) > activityOf(b) ? -1 : 0));
}

function upsert(list: readonly ChatSessionView[], ...sessions: ChatSessionView[]): ChatSessionView[] {
  // Of several summaries of one session the last is the newest.
  const latest = new Map(sessions.map((session) => [session.id, session]));
  // Live summaries do not carry the labels (chat:session-labelled does): the listed ones are kept.
  for (const [id, session] of latest) {
    const known = list.find((item) => item.id === id);
    if (session.labelIds === undefined && known?.labelIds !== undefined) {
      latest.set(id, { ...session, labelIds: known.labelIds });
    }
  }
  return sortSessions([...latest.values(), ...list.filter((item) => !latest.has(item.id))]);
}

/** The agents' session summaries, kept live: returns the same list when the action does not touch it. */
export function sessionListReducer(list: readonly ChatSessionView[], action: ChatAction): readonly ChatSessionView[] {
  switch (action.type) {
    case 'chat:session-created':
    case 'chat:session-updated':
      return upsert(list, action.payload);
    case 'chat:messages': {
      const { messages } = action.payload;
      return messages.length > 0 ? upsert(list, ...messages.map((message) => message.session)) : list;
    }
    case 'chat:session-assigned':
      return upsert(list, action.payload.session);
    case 'session:joined':
    case 'session:changed':
      return upsert(list, action.payload.session);
    case 'messages:read-here': {
      const session = list.find((item) => item.id === action.payload.sessionId);
      return session ? upsert(list, { ...session, unreadCount: 0 }) : list;
    }
    default:
      return list;
  }
}
