/**
 * The Socket.IO contract shared by backend and frontend. Types only (and room-name helpers),
 * so the frontend can import it without pulling server code. Documented in docs/realtime.md.
 */

export type Role = 'admin' | 'user';

export interface PrincipalSummary {
  kind: 'user' | 'visitor';
  id: string;
  name?: string;
  role?: Role;
}

export interface RealtimeError {
  code: string;
  message: string;
}

/** Every acknowledgement has this shape. */
export type AckResponse<T> = { ok: true; data: T } | { ok: false; error: RealtimeError };
export type Ack<T> = (response: AckResponse<T>) => void;

export interface ServerToClientEvents {
  /** Sent once after the handshake is accepted: who the server takes this socket to be. */
  'session:welcome': (principal: PrincipalSummary) => void;
  /** The session behind this socket ended (logout, deactivation); the client should sign in again. */
  'session:revoked': (reason: RealtimeError) => void;
}

// Domain issues add their client events here.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}

export const rooms = {
  admins: 'admins',
  user: (userId: string) => `user:${userId}`,
  visitor: (visitorId: string) => `visitor:${visitorId}`,
  session: (authSessionId: string) => `auth-session:${authSessionId}`,
};
