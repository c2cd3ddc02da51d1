import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { Server } from 'socket.io';
import { ServerToClientEvents, rooms } from '@kedai/contracts';
import { appConfig, redisConfig } from '../config/configuration';
import { socketServerOptions } from './redis-io.adapter';
import { KedaiServer } from './typed-socket';

type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * Emits to sockets from anywhere: services, processors, other processes. In a process that serves
 * sockets it uses that server; in a worker-only process it publishes through the same Redis stream
 * adapter, and the API processes deliver.
 */
@Injectable()
export class RealtimeService implements OnModuleDestroy {
  private server?: KedaiServer;
  private detached?: { server: KedaiServer; redis: Redis };

  constructor(
    @Inject(redisConfig.KEY) private readonly redis: ConfigType<typeof redisConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  attach(server: KedaiServer) {
    this.server = server;
  }

  /** Socket.IO connections open on this process (0 where it serves none). */
  localConnections(): number {
    return this.server?.engine?.clientsCount ?? 0;
  }

  get io(): KedaiServer {
    if (this.server) return this.server;
    if (!this.detached) {
      const redis = new Redis(this.redis.url, { maxRetriesPerRequest: null });
      const options = { redisUrl: this.redis.url, keyPrefix: this.redis.keyPrefix, corsOrigins: this.app.corsOrigins };
      this.detached = { server: new Server(socketServerOptions(redis, options)) as KedaiServer, redis };
    }
    return this.detached.server;
  }

  toRoom<E extends keyof ServerToClientEvents>(room: string | string[], event: E, ...args: EventArgs<E>) {
    this.io.to(room).emit(event, ...args);
  }

  toAdmins<E extends keyof ServerToClientEvents>(event: E, ...args: EventArgs<E>) {
    this.toRoom(rooms.admins, event, ...args);
  }

  toUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: EventArgs<E>) {
    this.toRoom(rooms.user(userId), event, ...args);
  }

  /** Ends every socket of a revoked login session or deactivated user, after telling it why. */
  disconnectRoom(room: string, reason: { code: string; message: string }) {
    this.io.to(room).emit('session:revoked', reason);
    this.io.in(room).disconnectSockets(true);
  }

  async onModuleDestroy() {
    if (this.detached) {
      // A detached server (a worker's) has no engine to close: Server.close() would throw. Close its adapter.
      await Promise.resolve(this.detached.server.of('/').adapter.close()).catch(() => undefined);
      this.detached.redis.disconnect();
    }
  }
}
