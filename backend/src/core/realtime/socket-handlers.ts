import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import type { Socket } from 'socket.io';

export interface SocketHandlerWiring {
  /** Nest's payload mapping (IoAdapter.mapPayload): the data and, when the client asked for one, the ack. */
  mapPayload(payload: unknown): { data: unknown; ack?: unknown };
  onError(message: string, error: unknown): void;
}

/**
 * What Nest's IoAdapter.bindMessageHandlers does, without its RxJS pipeline per handler per socket (fromEvent,
 * mergeMap, takeUntil a shared disconnect stream): that pipeline held about 4 KiB of heap per handler per socket,
 * some 60 KiB for our 15 handlers, most of an idle socket's memory (docs/realtime.md, "Memory per socket"). One
 * listener per handler does the same work: each message runs its handler as it arrives (concurrently, as mergeMap
 * did), and the answer goes back as the ack, or as the event it names, unless the socket has disconnected meanwhile
 * (Nest's takeUntil). Listeners on the event, not `onAny`, so per-packet middlewares (`socket.use`) still apply.
 */
export function bindSocketHandlers(
  socket: Socket,
  handlers: MessageMappingProperties[],
  transform: (result: unknown) => Observable<unknown>,
  wiring: SocketHandlerWiring,
): void {
  for (const { message, callback, isAckHandledManually } of handlers) {
    socket.on(message as string, (...args: unknown[]) => {
      // The payload as RxJS's fromEvent gave it to Nest: the lone argument, or all of them.
      const { data, ack } = wiring.mapPayload(args.length > 1 ? args : args[0]);
      transform(callback(data, ack)).subscribe({
        next: (response) => {
          if (response === null || response === undefined || socket.disconnected) return;
          const named = response as { event?: string; data?: unknown };
          if (named.event) socket.emit(named.event, named.data);
          else if (!isAckHandledManually && typeof ack === 'function') (ack as (answer: unknown) => void)(response);
        },
        error: (error: unknown) => wiring.onError(String(message), error),
      });
    });
  }
}
