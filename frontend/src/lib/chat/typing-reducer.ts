import type { ChatMessageView, ChatSenderType } from '@kedai/contracts';
import type { ChatAction } from './chat-events';
import { isTheirs, type ChatSide } from './chat-side';

/** Who of the other side is typing, per session (an agent and a pending auto-reply type independently). */
export type TypingState = Readonly<Record<string, Partial<Record<ChatSenderType, boolean>>>>;

function setTyping(state: TypingState, sessionId: string, senderType: ChatSenderType, isTyping: boolean): TypingState {
  if (Boolean(state[sessionId]?.[senderType]) === isTyping) return state;
  return { ...state, [sessionId]: { ...state[sessionId], [senderType]: isTyping } };
}

/** The other side's message ends their typing (the sender has stopped). */
function messageArrived(state: TypingState, { sessionId, senderType }: ChatMessageView, side: ChatSide): TypingState {
  return isTheirs(side, senderType) ? setTyping(state, sessionId, senderType, false) : state;
}

/** `chat:typing` from the other side sets it; their message ends it (the sender has stopped typing). */
export function typingReducer(state: TypingState, action: ChatAction, side: ChatSide): TypingState {
  switch (action.type) {
    case 'chat:typing': {
      const { sessionId, senderType, isTyping } = action.payload;
      return isTheirs(side, senderType) ? setTyping(state, sessionId, senderType, isTyping) : state;
    }
    case 'chat:message':
      return messageArrived(state, action.payload, side);
    case 'chat:messages':
      return action.payload.messages.reduce((typing, message) => messageArrived(typing, message, side), state);
    default:
      return state;
  }
}

export const isTypingIn = (state: TypingState, sessionId: string | null | undefined) =>
  Boolean(sessionId && Object.values(state[sessionId] ?? {}).some(Boolean));
