import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { MessageMappingProperties } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import Redis from 'ioredis';
import { Observable } from 'rxjs';
import { Server, ServerOptions, Socket } from 'socket.io';
import { bindSocketHandlers, SocketHandlerWiring } from './socket-handlers';

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
  private readonly wiring: SocketHandlerWiring = {
    mapPayload: (payload) => this.mapPayload(payload),
    onError: (message, error) => this.logger.error(`Socket handler for "${message}" failed: ${String(error)}`),
  };

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

  /** Nest's handler wiring without its per-socket RxJS pipelines: see bindSocketHandlers. */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (result: unknown) => Observable<unknown>,
  ): void {
    bindSocketHandlers(socket, handlers, transform, this.wiring);
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.redis.disconnect();
  }
}
