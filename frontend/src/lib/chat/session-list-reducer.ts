import type { ChatSessionView } from '@kedai/contracts';
import type { ChatAction } from './chat-events';

const activityOf = (session: ChatSessionView) => session.lastMessageTime ?? session.createdAt;

/** Newest activity first. */
export function sortSessions(list: readonly ChatSessionView[]): ChatSessionView[] {
  return [...list].sort((a, b) => (activityOf(a) < activityOf(b) ? 1 : activityOf(a) > activityOf(b) ? -1 : 0));
}

function upsert(list: readonly ChatSessionView[], session: ChatSessionView): ChatSessionView[] {
  return sortSessions([session, ...list.filter((item) => item.id !== session.id)]);
}

/** The agents' session summaries, kept live: returns the same list when the action does not touch it. */
export function sessionListReducer(list: readonly ChatSessionView[], action: ChatAction): readonly ChatSessionView[] {
  switch (action.type) {
    case 'chat:session-created':
    case 'chat:session-updated':
      return upsert(list, action.payload);
    case 'chat:message':
      return action.payload.session ? upsert(list, action.payload.session) : list;
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
