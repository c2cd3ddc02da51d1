import type { ChatAction } from './chat-events';
import { mergeMessages, withDelivery, type ChatMessageItem } from './chat-messages';
import { isOwn, isTheirs, type ChatSide } from './chat-side';

/** The conversation on screen: one session's messages, merged by id. */
export interface ConversationState {
  sessionId: string | null;
  messages: ChatMessageItem[];
}

export const emptyConversation: ConversationState = { sessionId: null, messages: [] };

/** Own messages the other side has read: up to the receipt's `upTo` when we hold it, else all. */
function tickRead(messages: ChatMessageItem[], side: ChatSide, upTo: string | null): ChatMessageItem[] {
  const last = upTo === null ? -1 : messages.findIndex((message) => message.id === upTo);
  return messages.map((message, index) =>
    isOwn(side, message.senderType) && message.delivery === 'sent' && (last === -1 || index <= last)
      ? { ...message, isRead: true }
      : message,
  );
}

export function conversationReducer(state: ConversationState, action: ChatAction, side: ChatSide): ConversationState {
  const set = (messages: ChatMessageItem[]) => ({ ...state, messages });
  switch (action.type) {
    case 'session:opened':
      return { sessionId: action.payload.sessionId, messages: [] };
    case 'session:joined': {
      const { session, messages } = action.payload;
      return session.id === state.sessionId
        ? set(mergeMessages(state.messages, messages))
        : { sessionId: session.id, messages: mergeMessages([], messages) };
    }
    case 'session:history':
    case 'chat:message': {
      const incoming = action.type === 'chat:message' ? [action.payload] : action.payload.messages;
      return action.payload.sessionId === state.sessionId ? set(mergeMessages(state.messages, incoming)) : state;
    }
    case 'chat:messages': {
      const incoming = action.payload.messages.filter((message) => message.sessionId === state.sessionId);
      return incoming.length > 0 ? set(mergeMessages(state.messages, incoming)) : state;
    }
    case 'message:pending':
      return set([...state.messages, action.payload.message]);
    case 'message:sent':
      return set(mergeMessages(state.messages, [action.payload.message]));
    case 'message:failed':
      return set(withDelivery(state.messages, action.payload.clientId, 'failed'));
    case 'message:retry':
      return set(withDelivery(state.messages, action.payload.clientId, 'pending'));
    case 'messages:read-here':
      if (action.payload.sessionId !== state.sessionId) return state;
      if (!state.messages.some((message) => isTheirs(side, message.senderType) && !message.isRead)) return state;
      return set(
        state.messages.map((message) => (isTheirs(side, message.senderType) ? { ...message, isRead: true } : message)),
      );
    case 'chat:message-status': {
      // A WhatsApp message's ticks: sent, delivered, read or failed with WhatsApp's reason.
      const { sessionId, messageId, delivery } = action.payload;
      if (sessionId !== state.sessionId || !state.messages.some((message) => message.id === messageId)) return state;
      return set(
        state.messages.map((message) =>
          message.id === messageId ? { ...message, channelDelivery: delivery } : message,
        ),
      );
    }
    case 'chat:read': {
      const { sessionId, readerType, upTo } = action.payload;
      if (sessionId !== state.sessionId || readerType !== side.counterpart) return state;
      return set(tickRead(state.messages, side, upTo));
    }
    default:
      return state;
  }
}

/** How many of the other side's messages are unread here. */
export const unreadHere = (state: ConversationState, side: ChatSide) =>
  state.messages.filter((message) => isTheirs(side, message.senderType) && !message.isRead).length;
