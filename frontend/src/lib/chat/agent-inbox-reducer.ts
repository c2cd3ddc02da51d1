import type { ChatPresence } from '@kedai/contracts';
import type { ChatActionOf, ChatEventMap } from './chat-events';
import { agentSide } from './chat-side';
import { conversationReducer, emptyConversation, type ConversationState } from './conversation-reducer';
import { isTypingIn, typingReducer, type TypingState } from './typing-reducer';

/**
 * The agent's inbox: presence and the open conversation. The session list itself lives in the query
 * cache (loaded over REST) and follows the same actions through `sessionListReducer`.
 */
export type AgentInboxEventMap = ChatEventMap & {
  'presence:chosen': { online: boolean };
  'end:started': null;
  'end:failed': { error: string };
};
export type AgentInboxAction = ChatActionOf<AgentInboxEventMap>;

export interface AgentInboxState {
  online: boolean;
  presence: ChatPresence | null;
  connected: boolean;
  /** conversation.sessionId is the selected session. */
  conversation: ConversationState;
  loadingMessages: boolean;
  typing: TypingState;
  actionError: string | null;
  ending: boolean;
}

export const initialAgentInbox = (online: boolean): AgentInboxState => ({
  online,
  presence: null,
  connected: false,
  conversation: emptyConversation,
  loadingMessages: false,
  typing: {},
  actionError: null,
  ending: false,
});

function agentOwnReducer(state: AgentInboxState, action: AgentInboxAction): AgentInboxState {
  switch (action.type) {
    case 'socket:connected':
      return { ...state, connected: true };
    case 'socket:disconnected':
      return { ...state, connected: false };
    case 'presence:chosen':
      return { ...state, online: action.payload.online };
    case 'chat:presence':
      return { ...state, presence: action.payload };
    case 'session:opened':
      return { ...state, actionError: null };
    case 'join:started':
      return { ...state, loadingMessages: true };
    case 'join:settled':
      return { ...state, loadingMessages: false };
    case 'session:joined':
      return { ...state, presence: action.payload.presence };
    case 'message:pending':
    case 'error:dismissed':
      return { ...state, actionError: null };
    case 'join:failed':
    case 'message:failed':
    case 'error:raised':
      return { ...state, actionError: action.payload.error };
    case 'end:started':
      return { ...state, ending: true };
    case 'session:changed':
      return { ...state, ending: false };
    case 'end:failed':
      return { ...state, ending: false, actionError: action.payload.error };
    default:
      return state;
  }
}

export function agentInboxReducer(state: AgentInboxState, action: AgentInboxAction): AgentInboxState {
  const next = agentOwnReducer(state, action);
  // The agent's own actions are not chat events: the shared reducers pass them by.
  const shared = action as ChatActionOf<ChatEventMap>;
  // A join that answers after the agent moved on to another session is not shown.
  const conversation =
    shared.type === 'session:joined' && shared.payload.session.id !== state.conversation.sessionId
      ? next.conversation
      : conversationReducer(next.conversation, shared, agentSide);
  const typing = typingReducer(next.typing, shared, agentSide);
  return conversation === next.conversation && typing === next.typing ? next : { ...next, conversation, typing };
}

export const customerTypingIn = (state: AgentInboxState, sessionId: string | null) =>
  isTypingIn(state.typing, sessionId);
