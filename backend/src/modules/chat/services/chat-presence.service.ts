import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ChatPresence } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RedisService } from '../../../core/redis/redis.module';
import { chatAvailability } from '../rules/business-hours';
import { ChatConfigService } from './chat-config.service';

const TTL_MS = 60_000;
const HEARTBEAT_MS = 20_000;

/**
 * Agent presence shared by every API process: a Redis sorted set of `<userId>|<socketId>` scored by
 * expiry. Each process refreshes its own online agent sockets on a heartbeat, so a crashed process's
 * agents drop out after the TTL; a disconnect removes its entry at once.
 */
@Injectable()
export class ChatPresenceService implements OnModuleDestroy {
  private readonly local = new Map<string, string>();
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly redis: RedisService,
    private readonly events: DomainEvents,
    private readonly config: ChatConfigService,
  ) {}

  private get key() {
    return this.redis.key('chat', 'agents-online');
  }

  async setOnline(userId: string, socketId: string, online: boolean): Promise<ChatPresence> {
    const member = `${userId}|${socketId}`;
    if (online) {
      this.local.set(socketId, member);
      await this.redis.client.zadd(this.key, Date.now() + TTL_MS, member);
      this.startHeartbeat();
    } else {
      this.local.delete(socketId);
      await this.redis.client.zrem(this.key, member);
    }
    const presence = await this.broadcast();
    await this.sayAgent(userId);
    return presence;
  }

  /** On disconnect: drops the socket if it was an online agent, and tells everyone. */
  async socketGone(socketId: string): Promise<void> {
    const member = this.local.get(socketId);
    if (!member) return;
    this.local.delete(socketId);
    await this.redis.client.zrem(this.key, member);
    await this.broadcast();
    await this.sayAgent(member.split('|')[0]);
  }

  /** The staff members with at least one online agent socket, on any API process. */
  async onlineAgentIds(): Promise<Set<string>> {
    await this.redis.client.zremrangebyscore(this.key, '-inf', Date.now());
    const members = await this.redis.client.zrange(this.key, 0, -1);
    return new Set(members.map((member) => member.split('|')[0]));
  }

  /** Says whether this agent is online now (any socket of theirs, any process): round-robin listens. */
  private async sayAgent(userId: string): Promise<void> {
    const online = (await this.onlineAgentIds()).has(userId);
    this.events.emit('chat.agent.presence', { userId, online });
  }

  /**
   * Whether any agent is online, for the message path: one read-only count of the unexpired entries (the snapshot
   * also prunes and lists them).
   */
  async anyAgentOnline(): Promise<boolean> {
    return (await this.redis.client.zcount(this.key, `(${Date.now()}`, '+inf')) > 0;
  }

  async snapshot(now = new Date()): Promise<ChatPresence> {
    await this.redis.client.zremrangebyscore(this.key, '-inf', Date.now());
    const members = await this.redis.client.zrange(this.key, 0, -1);
    const agents = new Set(members.map((member) => member.split('|')[0]));
    return { agentsOnline: agents.size, ...chatAvailability(now, await this.config.hours()) };
  }

  async broadcast(): Promise<ChatPresence> {
    const presence = await this.snapshot();
    this.events.emit('chat.presence.changed', { presence });
    return presence;
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      if (this.local.size === 0) return;
      const expiry = Date.now() + TTL_MS;
      const args = [...this.local.values()].flatMap((member) => [expiry, member] as const);
      void this.redis.client.zadd(this.key, ...args).catch(() => undefined);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async onModuleDestroy() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.local.size > 0) await this.redis.client.zrem(this.key, ...this.local.values()).catch(() => undefined);
    this.local.clear();
  }
}
