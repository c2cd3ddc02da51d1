import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { MessageMappingProperties } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import Redis from 'ioredis';
import { Observable } from 'rxjs';
import { Server, ServerOptions, Socket } from 'socket.io';

export interface RealtimeRedisOptions {
  redisUrl: string;
  keyPrefix: string;
  corsOrigins: string[];
}

/** Socket.IO options every process uses, so sockets on any API process reach each other. */
export function socketServerOptions(redis: Redis, options: RealtimeRedisOptions): Partial<ServerOptions> {
  return {
    adapter: createAdapter(redis, {
      streamName: `${options.keyPrefix}:socket.io`,
      maxLen: 100_000,
      // The adapter's reader only sees that the server closed when its blocking XREAD returns, so this
      // bounds how long a stopping process waits (default 5 s); an idle poll a second costs nothing.
      blockTimeInMs: 1000,
    }),
    // WebSocket only (the clients ask for nothing else): a connection never spans two requests that a load
    // balancer could send to two API processes, so no sticky sessions are needed (docs/ops.md).
    transports: ['websocket'],
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    cors: options.corsOrigins.length ? { origin: options.corsOrigins, credentials: true } : undefined,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 1e6,
  };
}

export class RedisIoAdapter extends IoAdapter {
  private readonly redis: Redis;
  private readonly logger = new Logger('RealtimeAdapter');

  constructor(
    app: INestApplicationContext,
    private readonly options: RealtimeRedisOptions,
  ) {
    super(app);
    this.redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    return super.createIOServer(port, { ...options, ...socketServerOptions(this.redis, this.options) });
  }

  /**
   * Nest's IoAdapter wires every handler to every socket with its own RxJS pipeline (fromEvent, mergeMap,
   * takeUntil a shared disconnect stream): about 5 KiB of heap per handler per socket, some 75 KiB for our 15
   * handlers, most of an idle socket's memory (docs/realtime.md, "Memory per socket"). One plain listener per
   * handler does the same work: the handler runs for each message as it arrives (concurrently, as mergeMap did),
   * and its answer goes back as the ack, or as the event it names, unless the socket has disconnected meanwhile
   * (Nest's takeUntil).
   */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (result: unknown) => Observable<unknown>,
  ): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(message as string, (...args: unknown[]) => {
        // The payload as RxJS's fromEvent gave it to Nest: the lone argument, or all of them.
        const { data, ack } = this.mapPayload(args.length > 1 ? args : args[0]);
        transform(callback(data, ack)).subscribe({
          next: (response) => {
            if (response === null || response === undefined || socket.disconnected) return;
            const named = response as { event?: string; data?: unknown };
            if (named.event) socket.emit(named.event, named.data);
            else if (!isAckHandledManually && typeof ack === 'function') (ack as (answer: unknown) => void)(response);
          },
          error: (error: unknown) =>
            this.logger.error(`Socket handler for "${String(message)}" failed: ${String(error)}`),
        });
      });
    }
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.redis.disconnect();
  }
}
