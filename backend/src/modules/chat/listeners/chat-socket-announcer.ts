import { Injectable, OnModuleInit } from '@nestjs/common';
import { rooms, type AgentChatMessageView, type ChatMessageView, type ChatSessionView } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import { RedisService } from '../../../core/redis/redis.module';
import { RedisScript } from '../../../core/redis/redis-script';
import { TickBatch } from '../services/tick-batch';

/** How long a message's "announced" mark lives: resends come within seconds or minutes of the send. */
const ANNOUNCED_TTL_SECONDS = 3600;
/** A resend waits this long before checking, so the first send, if alive, has announced and marked it. */
const RESEND_GRACE_MS = 2000;

/** Marks every key of KEYS as announced for ARGV[1] seconds: one command for the messages of a tick. */
const MARK_SCRIPT = new RedisScript(`
for _, key in ipairs(KEYS) do
  redis.call('SET', key, '1', 'EX', ARGV[1])
end
return #KEYS`);

/** Tells the sockets what happened in chat (contract in docs/realtime.md). Works from worker processes too. */
@Injectable()
export class ChatSocketAnnouncer implements OnModuleInit {
  private readonly marks = new TickBatch<string, void>(async (keys) => {
    await MARK_SCRIPT.run(this.redis.client, keys, [ANNOUNCED_TTL_SECONDS]);
    return keys.map(() => undefined);
  });

  /** The agents' copies of the messages announced together: one chat:messages for all (one XADD, one frame per agent). */
  private agentCopies: AgentChatMessageView[] = [];

  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
    private readonly redis: RedisService,
  ) {}

  onModuleInit() {
    this.events.on('chat.message.stored', ({ message, session }) => this.announce(message, session));
    this.events.on('chat.message.resent', ({ message, session }) => {
      setTimeout(() => void this.announceIfUnheard(message, session), RESEND_GRACE_MS).unref();
    });
    this.events.on('chat.session.read', ({ read, session }) => {
      this.sendAgentCopies();
      this.realtime.toRoom([rooms.chat(read.sessionId), rooms.admins], 'chat:read', read);
      if (session) this.realtime.toAdmins('chat:session-updated', session);
    });
    this.events.on('chat.session.changed', ({ session, created }) => {
      // A session nobody has written in yet is not in the inbox: agents first hear of it with its first
      // message (whose copy carries the session).
      if (!session.lastMessageTime) return;
      this.sendAgentCopies();
      this.realtime.toAdmins(created ? 'chat:session-created' : 'chat:session-updated', session);
    });
    // A mention goes to the named agent's own sockets only (every admin tab of theirs).
    this.events.on('chat.mention', (mention) => {
      this.sendAgentCopies();
      this.realtime.toUser(mention.agentId, 'chat:mention', mention);
    });
    this.events.on('chat.message.status', (status) => {
      this.sendAgentCopies();
      this.realtime.toAdmins('chat:message-status', status);
    });
    // Every agent's Mine / Unassigned views move at once, also for a chat nobody has written in yet.
    this.events.on('chat.session.assigned', (assignment) => {
      this.sendAgentCopies();
      this.realtime.toAdmins('chat:session-assigned', assignment);
    });
    this.events.on('chat.session.labelled', (labelled) => {
      this.sendAgentCopies();
      this.realtime.toAdmins('chat:session-labelled', labelled);
    });
    this.events.on('chat.labels.changed', () => this.realtime.toAdmins('chat:labels-changed'));
  }

  private announcedKey(messageId: string) {
    return this.redis.key('chat', 'announced', messageId);
  }

  private announce(message: ChatMessageView, session: ChatSessionView): void {
    // Each socket gets each message once: an agent's socket can be in the session room too (it joined the
    // conversation), so the room's copy skips the agents, whose copy carries the session's summary.
    // A staff-only note never goes to the session room: the customer's sockets are there.
    if (!message.isNote) this.realtime.io.to(rooms.chat(session.id)).except(rooms.admins).emit('chat:message', message);
    this.agentCopies.push({ ...message, session });
    // A microtask, not the next turn: the messages of one stored batch are announced one after another before
    // it runs, and the senders' acks, a few awaits further on, after it. A customer who holds an ack never
    // resends, so the agents' copy must be on its way to Redis before the ack (crash.attack.spec.ts).
    if (this.agentCopies.length === 1) queueMicrotask(() => this.sendAgentCopies());
  }

  /**
   * Sends the agents' copies gathered so far. Also called before any other event to the agents, which
   * therefore never overtakes a message announced before it (a session summary never goes back in time).
   */
  private sendAgentCopies(): void {
    if (this.agentCopies.length === 0) return;
    const messages = this.agentCopies;
    this.agentCopies = [];
    this.realtime.toAdmins('chat:messages', { messages });
    // Marked only now, after both copies went to Redis (the marks of a tick in one command): a process that
    // dies in between leaves the message unmarked, so its resend announces it.
    for (const message of messages) this.marks.add(this.announcedKey(message.id)).catch(() => undefined);
  }

  /** After a crash between a message's commit and its announcement, its resend announces it (clients merge by id). */
  private async announceIfUnheard(message: ChatMessageView, session: ChatSessionView): Promise<void> {
    try {
      if (await this.redis.client.exists(this.announcedKey(message.id))) return;
    } catch {
      // Redis is not answering: saying it twice is better than never (clients merge by id).
    }
    this.announce(message, session);
  }
}
