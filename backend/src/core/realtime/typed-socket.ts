import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@kedai/contracts';
import type { Principal } from '../security/principal';

export interface SocketData {
  principal: Principal;
  /** The client's address (behind a trusted proxy, from X-Forwarded-For, as for HTTP), for per-address limits. */
  address: string;
}

export type KedaiServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type KedaiSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
