import type { ServerToClientEvents } from '@kedai/contracts';
import { useEffect, useRef } from 'react';
import { getSocket } from '@/lib/socket-client';

/** The socket's own events beside the contract's (docs/realtime.md): its connection coming and going. */
interface ConnectionEvents {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
}

export type SocketEventMap = ServerToClientEvents & ConnectionEvents;
export type SocketEventName = keyof SocketEventMap;

/** What on/off need, without Socket.IO's overloads (the map above keeps the handler typed). */
interface Subscribable {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
}

/**
 * Calls `handler` for every `event` the page's one socket receives while the component is mounted, typed by
 * the contracts' realtime event map. The latest handler is called (no re-subscription when it changes), so
 * it may read props and state freely.
 */
export function useSocketEvent<E extends SocketEventName>(event: E, handler: SocketEventMap[E]): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => {
    const socket = getSocket() as unknown as Subscribable;
    const listener = (...args: never[]) => (handlerRef.current as (...received: never[]) => void)(...args);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [event]);
}

/**
 * Opens the socket if it is not, and calls `onReconnect` after every connect but the first this component
 * sees: events sent while the connection was down are lost, so what they would have changed is read again.
 */
export function useSocketReconnect(onReconnect: () => void): void {
  const connectedBefore = useRef(false);
  useEffect(() => {
    const socket = getSocket();
    connectedBefore.current = socket.connected;
    if (!socket.connected) socket.connect();
  }, []);
  useSocketEvent('connect', () => {
    if (connectedBefore.current) onReconnect();
    connectedBefore.current = true;
  });
}
