import type { ChatPresence, ChatSessionView } from '@kedai/contracts';
import type { ChatActionOf, ChatEventMap } from './chat-events';
import { customerSide } from './chat-side';
import { conversationReducer, emptyConversation, unreadHere, type ConversationState } from './conversation-reducer';
import { isTypingIn, typingReducer, type TypingState } from './typing-reducer';

/** The customer's widget: one session at a time. */
export type CustomerChatEventMap = ChatEventMap & {
  'rate:started': null;
  'rate:failed': { error: string };
};
export type CustomerChatAction = ChatActionOf<CustomerChatEventMap>;

export interface CustomerChatState {
  session: ChatSessionView | null;
  conversation: ConversationState;
  presence: ChatPresence | null;
  typing: TypingState;
  connected: boolean;
  joining: boolean;
  joinError: string | null;
  sendError: string | null;
  rating: boolean;
}

export const initialCustomerChat: CustomerChatState = {
  session: null,
  conversation: emptyConversation,
  presence: null,
  typing: {},
  connected: false,
  joining: false,
  joinError: null,
  sendError: null,
  rating: false,
};

function customerOwnReducer(state: CustomerChatState, action: CustomerChatAction): CustomerChatState {
  switch (action.type) {
    case 'socket:connected':
      return { ...state, connected: true };
    case 'socket:disconnected':
      return { ...state, connected: false };
    case 'join:started':
      return { ...state, joining: true, joinError: null };
    case 'join:failed':
      return { ...state, joinError: action.payload.error };
    case 'join:settled':
      return { ...state, joining: false };
    case 'session:joined':
      return { ...state, session: action.payload.session, presence: action.payload.presence };
    case 'session:opened':
      return action.payload.sessionId === null ? { ...state, session: null } : state;
    case 'session:changed':
      return { ...state, session: action.payload.session, rating: false };
    case 'chat:presence':
      return { ...state, presence: action.payload };
    case 'message:pending':
    case 'message:retry':
    case 'error:dismissed':
      return { ...state, sendError: null };
    case 'message:failed':
    case 'error:raised':
      return { ...state, sendError: action.payload.error };
    case 'rate:started':
      return { ...state, rating: true, sendError: null };
    case 'rate:failed':
      return { ...state, rating: false, sendError: action.payload.error };
    default:
      return state;
  }
}

export function customerChatReducer(state: CustomerChatState, action: CustomerChatAction): CustomerChatState {
  const next = customerOwnReducer(state, action);
  // The widget's own actions are not chat events: the shared reducers pass them by.
  const shared = action as ChatActionOf<ChatEventMap>;
  const conversation = conversationReducer(next.conversation, shared, customerSide);
  const typing = typingReducer(next.typing, shared, customerSide);
  return conversation === next.conversation && typing === next.typing ? next : { ...next, conversation, typing };
}

export const customerUnread = (state: CustomerChatState) => unreadHere(state.conversation, customerSide);
export const supportTyping = (state: CustomerChatState) => isTypingIn(state.typing, state.session?.id);
