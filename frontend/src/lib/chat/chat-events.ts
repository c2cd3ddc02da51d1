import type { ChatJoined, ChatMessageView, ChatSessionView, ServerToClientEvents } from '@kedai/contracts';
import type { KedaiSocket } from '@/lib/socket-client';
import type { ChatMessageItem } from './chat-messages';

/**
 * The live chat as events (docs/realtime.md): the server's chat events keep their names and payloads,
 * and what the client learns otherwise (connection, acknowledgements, its own sends) joins them, so one
 * reducer per screen turns all of it into state.
 */

export const CHAT_SERVER_EVENTS = [
  'chat:message',
  'chat:messages',
  'chat:typing',
  'chat:read',
  'chat:presence',
  'chat:session-created',
  'chat:session-updated',
  'chat:session-assigned',
  'chat:message-status',
] as const satisfies readonly (keyof ServerToClientEvents)[];

export type ChatServerEvent = (typeof CHAT_SERVER_EVENTS)[number];

type ServerPayloads = { [E in ChatServerEvent]: Parameters<ServerToClientEvents[E]>[0] };

export type ChatEventMap = ServerPayloads & {
  'socket:connected': null;
  'socket:disconnected': null;
  /** A join (chat:join, agent:join-session) was sent / failed / is over (with its gap fill). */
  'join:started': null;
  'join:failed': { error: string };
  'join:settled': null;
  /** A join answered: the session, its messages and presence. */
  'session:joined': ChatJoined;
  /** chat:history answered: messages missed while away. */
  'session:history': { sessionId: string; messages: ChatMessageView[] };
  /** Another conversation is shown (null: none); its messages start empty. */
  'session:opened': { sessionId: string | null };
  /** An acknowledgement brought the session's new summary (rated, ended). */
  'session:changed': { session: ChatSessionView };
  /** Our own message, shown before the server has it. */
  'message:pending': { message: ChatMessageItem };
  'message:sent': { message: ChatMessageView };
  'message:failed': { clientId: string; error: string };
  'message:retry': { clientId: string };
  /** This screen has read the other side's messages (before the server confirms). */
  'messages:read-here': { sessionId: string };
  /** An action failed without a place of its own to say so. */
  'error:raised': { error: string };
  'error:dismissed': null;
};

export type ChatActionOf<M> = {
  [K in keyof M]: M[K] extends null ? { type: K; payload?: null } : { type: K; payload: M[K] };
}[keyof M];
export type ChatAction = ChatActionOf<ChatEventMap>;
export type ChatServerAction = ChatActionOf<ServerPayloads>;

type UntypedSource = {
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
};

/**
 * Turns the socket's chat events (and connect/disconnect) into actions for `handle`. Returns the
 * unsubscribe. `events` narrows what this screen listens to.
 */
export function subscribeChatEvents(
  socket: KedaiSocket,
  events: readonly ChatServerEvent[],
  handle: (action: ChatServerAction | { type: 'socket:connected' | 'socket:disconnected' }) => void,
): () => void {
  const source = socket as unknown as UntypedSource;
  const listeners = new Map<string, (payload: unknown) => void>([
    ['connect', () => handle({ type: 'socket:connected' })],
    ['disconnect', () => handle({ type: 'socket:disconnected' })],
  ]);
  for (const event of events) {
    listeners.set(event, (payload) => handle({ type: event, payload } as ChatServerAction));
  }
  listeners.forEach((listener, event) => source.on(event, listener));
  return () => listeners.forEach((listener, event) => source.off(event, listener));
}
