import type { AckResponse, ClientToServerEvents, RealtimeError, ServerToClientEvents } from '@kedai/contracts';
import { io, type Socket } from 'socket.io-client';
import { api } from './api-client';
import { clearSession, getToken, subscribeSession } from './auth-storage';

/**
 * The page's one Socket.IO connection (docs/realtime.md), typed with the shared contract. It proves who
 * it is at every (re)connect: the logged-in user's token, or else a guest visitor token from
 * `POST /api/auth/visitor`, kept in localStorage (`kedai.visitor`) so a guest stays the same visitor
 * across reloads. When the login changes the socket reconnects as the new identity.
 */

export type KedaiSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const VISITOR_KEY = 'kedai.visitor';
export const ACK_TIMEOUT_MS = 15_000;

function readVisitorToken(): string | null {
  try {
    return window.localStorage.getItem(VISITOR_KEY);
  } catch {
    return null;
  }
}

function writeVisitorToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(VISITOR_KEY);
    else window.localStorage.setItem(VISITOR_KEY, token);
  } catch {
    // Storage unavailable: the guest identity then lasts for this page only.
  }
}

let visitorToken: Promise<string> | null = null;

/** The guest token: the stored one renewed by the server (same visitor id), or a new one. Once per page. */
function guestToken(): Promise<string> {
  visitorToken ??= api
    .post<{ visitorId: string; token: string }>(
      '/auth/visitor',
      { token: readVisitorToken() ?? undefined },
      { onUnauthorized: 'ignore' },
    )
    .then(({ token }) => {
      writeVisitorToken(token);
      return token;
    })
    .catch((error: unknown) => {
      visitorToken = null;
      throw error;
    });
  return visitorToken;
}

/**
 * Who the page is for a REST call the socket's identity must make too (a chat file's upload): the login's token,
 * or else the guest's visitor token.
 */
export function identityToken(): Promise<string | null> {
  const userToken = getToken();
  return userToken ? Promise.resolve(userToken) : guestToken().catch(() => null);
}

let socket: KedaiSocket | null = null;
/** The login token the current connection was opened with (null: as a guest). */
let connectedAs: string | null = null;

/** The page's socket, created (and connected) on first use. */
export function getSocket(): KedaiSocket {
  if (socket) return socket;
  const created: KedaiSocket = io({
    path: '/socket.io',
    // WebSocket only: one connection stays on one API process, so a load balancer needs no sticky sessions
    // (docs/ops.md). The server accepts nothing else.
    transports: ['websocket'],
    auth: (send) => {
      const userToken = getToken();
      connectedAs = userToken;
      if (userToken) {
        send({ token: userToken });
        return;
      }
      guestToken().then(
        (token) => send({ token }),
        () => send({}),
      );
    },
  });

  created.on('connect_error', (error) => {
    // A refused handshake is not retried by Socket.IO. A stale guest token is replaced; anything else
    // (server down, no token yet) is tried again a little later.
    const code = (error as Error & { data?: { code?: string } }).data?.code;
    if (created.active) return;
    if (code === 'invalid_token' && !connectedAs) {
      writeVisitorToken(null);
      visitorToken = null;
    }
    window.setTimeout(() => {
      if (!created.connected) created.connect();
    }, 2_000);
  });

  created.on('session:revoked', (reason) => {
    // The server closed this login's sockets. A new role: reload, so the page and its navigation start from
    // the server's view. Signed out elsewhere or deactivated: this device is signed out too.
    if (reason.code === 'role_changed') window.location.reload();
    else clearSession();
  });

  subscribeSession(() => {
    if (getToken() === connectedAs) return;
    // Logged in or out: reconnect as the new identity (the auth callback reads the new token).
    if (created.connected || created.active) {
      created.disconnect();
      created.connect();
    }
  });

  socket = created;
  return created;
}

/** An acknowledgement that said `ok: false`, or none came in time. */
export class RealtimeAckError extends Error {
  readonly code: string;
  /** `unavailable`: when to try again. */
  readonly retryAfterMs: number | undefined;

  constructor(error: RealtimeError) {
    super(error.message);
    this.name = 'RealtimeAckError';
    this.code = error.code;
    this.retryAfterMs = error.retryAfterMs;
  }
}

type AckEventName = keyof ClientToServerEvents;
export type AckRequest<E extends AckEventName> = Parameters<ClientToServerEvents[E]>[0];
export type AckData<E extends AckEventName> = Parameters<ClientToServerEvents[E]>[1] extends (
  response: AckResponse<infer T>,
) => void
  ? T
  : never;

/** Emits an acknowledged event: resolves with `data`, throws `RealtimeAckError` for an error or a timeout. */
export async function emitWithAck<E extends AckEventName>(
  target: KedaiSocket,
  event: E,
  request: AckRequest<E>,
  timeoutMs = ACK_TIMEOUT_MS,
): Promise<AckData<E>> {
  type Untyped = { emitWithAck: (event: string, request: unknown) => Promise<AckResponse<AckData<E>>> };
  let response: AckResponse<AckData<E>>;
  try {
    response = await (target.timeout(timeoutMs) as unknown as Untyped).emitWithAck(event, request);
  } catch {
    throw new RealtimeAckError({
      code: 'ack_timeout',
      message: 'No answer from the chat server. Check your connection and try again.',
    });
  }
  if (!response.ok) throw new RealtimeAckError(response.error);
  return response.data;
}
