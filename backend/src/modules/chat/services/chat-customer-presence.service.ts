import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RedisService } from '../../../core/redis/redis.module';

const TTL_MS = 60_000;
const HEARTBEAT_MS = 20_000;

/**
 * Which conversations have their customer connected, shared by every API process: a Redis sorted set of
 * `<sessionId>|<socketId>` scored by expiry (like agent presence) for the inbox's list, and one small sorted set
 * of socket ids per conversation, so that a disconnect checks its own conversations without reading everyone's.
 * Each process refreshes its own customer sockets on a heartbeat, so a crashed process's customers drop out
 * after the TTL; a disconnect removes its entries at once. Changes are said to admins as `chat:customer-presence`.
 */
@Injectable()
export class ChatCustomerPresenceService implements OnModuleDestroy {
  /** socketId → its members (a socket may have joined more than one conversation). */
  private readonly local = new Map<string, Set<string>>();
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly redis: RedisService,
    private readonly events: DomainEvents,
  ) {}

  private get key() {
    return this.redis.key('chat', 'customers-online');
  }

  private sessionKey(sessionId: string) {
    return this.redis.key('chat', 'customers-online', sessionId);
  }

  /** Adds (or refreshes) members in both sets, in one round trip. */
  private mark(members: Iterable<string>, expiry: number) {
    const batch = this.redis.client.multi();
    for (const member of members) {
      const [sessionId, socketId] = member.split('|');
      batch.zadd(this.key, expiry, member);
      batch.zadd(this.sessionKey(sessionId), expiry, socketId);
      batch.pexpireat(this.sessionKey(sessionId), expiry);
    }
    return batch.exec();
  }

  /** A customer socket joined a conversation (chat:join). */
  async joined(sessionId: string, socketId: string): Promise<void> {
    const member = `${sessionId}|${socketId}`;
    const members = this.local.get(socketId) ?? new Set<string>();
    members.add(member);
    this.local.set(socketId, members);
    await this.mark([member], Date.now() + TTL_MS);
    this.startHeartbeat();
    this.announce(sessionId, true);
  }

  /** On disconnect: its conversations are offline unless another socket of theirs is still there. */
  async socketGone(socketId: string): Promise<void> {
    const members = this.local.get(socketId);
    if (!members) return;
    this.local.delete(socketId);
    const sessionIds = [...members].map((member) => member.split('|')[0]);
    const batch = this.redis.client.multi().zrem(this.key, ...members);
    for (const sessionId of sessionIds) {
      batch
        .zrem(this.sessionKey(sessionId), socketId)
        .zremrangebyscore(this.sessionKey(sessionId), '-inf', Date.now())
        .zcard(this.sessionKey(sessionId));
    }
    const results = (await batch.exec()) ?? [];
    sessionIds.forEach((sessionId, i) => {
      // Each conversation's ZCARD is the third of its three replies, after the first ZREM's.
      const [, stillThere] = results[1 + i * 3 + 2] ?? [];
      if (stillThere === 0) this.announce(sessionId, false);
    });
  }

  /** Whether a customer socket of the conversation is connected on any process, by the heartbeat-kept set. */
  async connected(sessionId: string): Promise<boolean> {
    return (await this.redis.client.zcount(this.sessionKey(sessionId), Date.now(), '+inf')) > 0;
  }

  /** The conversations whose customer is connected now, on any process. */
  async onlineSessionIds(): Promise<Set<string>> {
    await this.redis.client.zremrangebyscore(this.key, '-inf', Date.now());
    const members = await this.redis.client.zrange(this.key, 0, -1);
    return new Set(members.map((member) => member.split('|')[0]));
  }

  private announce(sessionId: string, online: boolean) {
    this.events.emit('chat.customer-presence.changed', { sessionId, online });
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      if (this.local.size === 0) return;
      const members = [...this.local.values()].flatMap((set) => [...set]);
      void this.mark(members, Date.now() + TTL_MS).catch(() => undefined);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async onModuleDestroy() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    const batch = this.redis.client.multi();
    for (const [socketId, members] of this.local) {
      batch.zrem(this.key, ...members);
      for (const member of members) batch.zrem(this.sessionKey(member.split('|')[0]), socketId);
    }
    this.local.clear();
    await batch.exec().catch(() => undefined);
  }
}
