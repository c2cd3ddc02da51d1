import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { RedisService } from '../../core/redis/redis.module';

const TTL_MS = 60_000;
const HEARTBEAT_MS = 20_000;

/**
 * Which conversations have their customer connected, shared by every API process: a Redis sorted set of
 * `<sessionId>|<socketId>` scored by expiry (like agent presence). Each process refreshes its own customer
 * sockets on a heartbeat, so a crashed process's customers drop out after the TTL; a disconnect removes its
 * entries at once. Changes are said to admins as `chat:customer-presence`.
 */
@Injectable()
export class ChatCustomerPresenceService implements OnModuleDestroy {
  /** socketId → its members (a socket may have joined more than one conversation). */
  private readonly local = new Map<string, Set<string>>();
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly redis: RedisService,
    private readonly realtime: RealtimeService,
  ) {}

  private get key() {
    return this.redis.key('chat', 'customers-online');
  }

  /** A customer socket joined a conversation (chat:join). */
  async joined(sessionId: string, socketId: string): Promise<void> {
    const member = `${sessionId}|${socketId}`;
    const members = this.local.get(socketId) ?? new Set<string>();
    members.add(member);
    this.local.set(socketId, members);
    await this.redis.client.zadd(this.key, Date.now() + TTL_MS, member);
    this.startHeartbeat();
    this.announce(sessionId, true);
  }

  /** On disconnect: its conversations are offline unless another socket of theirs is still there. */
  async socketGone(socketId: string): Promise<void> {
    const members = this.local.get(socketId);
    if (!members) return;
    this.local.delete(socketId);
    await this.redis.client.zrem(this.key, ...members);
    const online = await this.onlineSessionIds();
    for (const member of members) {
      const sessionId = member.split('|')[0];
      if (!online.has(sessionId)) this.announce(sessionId, false);
    }
  }

  /** The conversations whose customer is connected now, on any process. */
  async onlineSessionIds(): Promise<Set<string>> {
    await this.redis.client.zremrangebyscore(this.key, '-inf', Date.now());
    const members = await this.redis.client.zrange(this.key, 0, -1);
    return new Set(members.map((member) => member.split('|')[0]));
  }

  private announce(sessionId: string, online: boolean) {
    this.realtime.toAdmins('chat:customer-presence', { sessionId, online });
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      if (this.local.size === 0) return;
      const expiry = Date.now() + TTL_MS;
      const args = [...this.local.values()].flatMap((members) => [...members].flatMap((m) => [expiry, m] as const));
      void this.redis.client.zadd(this.key, ...args).catch(() => undefined);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async onModuleDestroy() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    const members = [...this.local.values()].flatMap((set) => [...set]);
    if (members.length > 0) await this.redis.client.zrem(this.key, ...members).catch(() => undefined);
    this.local.clear();
  }
}
