import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, FindOptionsWhere, In, Repository } from 'typeorm';
import {
  ChatJoinRequest,
  ChatMessageView,
  ChatRead,
  ChatSessionView,
  rooms,
  type ChatSenderType,
} from '@kedai/contracts';
import { AutoReplyJob } from '../../core/queue/job-catalogue';
import { chatConfig } from '../../core/config/configuration';
import { isUuid } from '../../core/database/sql-values';
import { ApiError } from '../../core/http/api-error';
import { MetricsService } from '../../core/metrics/metrics.service';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { RedisService } from '../../core/redis/redis.module';
import { Principal, UserPrincipal } from '../../core/security/principal';
import { encryptSecret } from '../../core/security/secret-box';
import { AutoReplyScheduler } from './auto-reply.scheduler';
import { ChatConfigService } from './chat-config.service';
import { AUTO_REPLY_SENDER, chatErrors, END_MESSAGE, validateClientId, validateMessageText } from './chat-rules';
import { ChatMessageWriter, type NewMessage, type StoredMessage } from './chat-message-writer';
import { toMessageView, toSessionView } from './chat.view';
import { ChatMessage, MAX_MESSAGE_LENGTH } from './entities/chat-message.entity';
import { ChatSession } from './entities/chat-session.entity';
import { PaidOrderContextService } from './paid-order-context.service';
import { PRODUCT_STAGE, productKeywordStage } from './product-keyword-stage';

/** Sessions whose owner this process remembers for the send path. */
const OWNERSHIP_CACHE_SIZE = 20_000;

const clip = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim().slice(0, max) : null;

type Owner = { visitorId: string; customerId: null } | { visitorId: null; customerId: string };

const ownerOf = (principal: Principal): Owner =>
  principal.kind === 'visitor'
    ? { visitorId: principal.visitorId, customerId: null }
    : { visitorId: null, customerId: principal.userId };

const ownerWhere = (principal: Principal): FindOptionsWhere<ChatSession> =>
  principal.kind === 'visitor' ? { visitorId: principal.visitorId } : { customerId: principal.userId };

@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ChatSession) private readonly sessions: Repository<ChatSession>,
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    private readonly config: ChatConfigService,
    private readonly scheduler: AutoReplyScheduler,
    private readonly realtime: RealtimeService,
    private readonly redis: RedisService,
    private readonly metrics: MetricsService,
    private readonly writer: ChatMessageWriter,
    private readonly paidOrders: PaidOrderContextService,
    @Inject(chatConfig.KEY) private readonly chatSettings: ConfigType<typeof chatConfig>,
  ) {}

  // ---------------------------------------------------------------- sessions

  assertSessionId(value: unknown): string {
    if (typeof value !== 'string' || !isUuid(value)) {
      throw chatErrors.notFound();
    }
    return value;
  }

  async findSession(sessionId: string): Promise<ChatSession> {
    this.assertSessionId(sessionId);
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (!session) throw chatErrors.notFound();
    return session;
  }

  /** A session the caller owns (guest by visitor id, customer by user id); anyone else's reads as missing. */
  async ownedSession(principal: Principal | null, sessionId: unknown): Promise<ChatSession> {
    if (!principal) throw chatErrors.identity();
    const session = await this.sessions.findOneBy({ id: this.assertSessionId(sessionId), ...ownerWhere(principal) });
    if (!session) throw chatErrors.notFound();
    return session;
  }

  async currentSession(principal: Principal | null): Promise<ChatSession | null> {
    if (!principal) throw chatErrors.identity();
    return this.sessions.findOne({ where: ownerWhere(principal), order: { createdAt: 'DESC' } });
  }

  /**
   * The caller's open (waiting or active) session, created if there is none. A partial unique index
   * keeps one open session per guest or customer, so two tabs joining at once share it.
   */
  async openSessionFor(principal: Principal | null, details: ChatJoinRequest, attempt = 0): Promise<ChatSession> {
    if (!principal) throw chatErrors.identity();
    const owner = ownerOf(principal);
    const context = {
      orderId: clip(details.orderId, 100),
      productName: clip(details.productName, 200),
      pageUrl: clip(details.pageUrl, 2000),
    };
    const existing = await this.sessions.findOne({
      where: { ...ownerWhere(principal), status: In(['waiting', 'active']) },
    });
    if (existing) return this.refreshContext(existing, context);

    const name = clip(details.customerName, 100) ?? (principal.kind === 'user' ? principal.name : null) ?? 'Guest';
    const email = clip(details.customerEmail, 254) ?? (principal.kind === 'user' ? principal.email : null);
    const conflictTarget = owner.visitorId ? 'visitor_id' : 'customer_id';
    const inserted: { id: string }[] = await this.dataSource.query(
      `INSERT INTO chat_sessions (visitor_id, customer_id, customer_name, customer_email, order_id, product_name, page_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (${conflictTarget}) WHERE status <> 'ended' DO NOTHING RETURNING id`,
      [owner.visitorId, owner.customerId, name, email, context.orderId, context.productName, context.pageUrl],
    );
    if (inserted.length === 0) {
      // Another request opened it between our look-up and insert: resume that one.
      if (attempt >= 3) throw new ApiError(HttpStatus.CONFLICT, 'chat_busy', 'Please try again.');
      return this.openSessionFor(principal, details, attempt + 1);
    }
    const session = await this.sessions.findOneByOrFail({ id: inserted[0].id });
    this.realtime.toAdmins('chat:session-created', toSessionView(session));
    return session;
  }

  private async refreshContext(
    session: ChatSession,
    context: { orderId: string | null; productName: string | null; pageUrl: string | null },
  ): Promise<ChatSession> {
    const patch: Partial<ChatSession> = {};
    if (context.orderId && context.orderId !== session.orderId) patch.orderId = context.orderId;
    if (context.productName && context.productName !== session.productName) patch.productName = context.productName;
    if (context.pageUrl && context.pageUrl !== session.pageUrl) patch.pageUrl = context.pageUrl;
    if (Object.keys(patch).length === 0) return session;
    await this.sessions.update({ id: session.id }, patch);
    const updated = { ...session, ...patch } as ChatSession;
    this.realtime.toAdmins('chat:session-updated', toSessionView(updated));
    return updated;
  }

  async listSessions(search?: string, unreadOnly = false): Promise<ChatSession[]> {
    const query = this.sessions.createQueryBuilder('s');
    const term = search?.trim();
    if (term) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere(
        new Brackets((where) =>
          where
            .where('s.customerName ILIKE :like', { like })
            .orWhere('s.customerEmail ILIKE :like', { like })
            .orWhere('s.orderId ILIKE :like', { like }),
        ),
      );
    }
    if (unreadOnly) query.andWhere('s.unreadCount > 0');
    return query.orderBy('COALESCE(s.last_message_at, s.created_at)', 'DESC').limit(500).getMany();
  }

  // ---------------------------------------------------------------- messages

  /** Messages of a session, oldest first; with afterMessageId only those after it (reconnect gap-fill). */
  async listMessages(sessionId: string, afterMessageId?: string | null): Promise<ChatMessage[]> {
    const query = this.messages
      .createQueryBuilder('m')
      .where('m.sessionId = :sessionId', { sessionId })
      .orderBy('m.createdAt', 'ASC')
      .addOrderBy('m.id', 'ASC');
    if (afterMessageId && isUuid(afterMessageId)) {
      // Compared in SQL: created_at has microseconds a JS Date would drop. An unknown id gives everything.
      query.andWhere(
        `(NOT EXISTS (SELECT 1 FROM chat_messages a WHERE a.id = :after AND a.session_id = :sessionId)
          OR (m.created_at, m.id) > (SELECT a.created_at, a.id FROM chat_messages a WHERE a.id = :after))`,
        { after: afterMessageId },
      );
    }
    return query.getMany();
  }

  /**
   * Stores a message, then (only if it is new) tells the session room and the agents. The session row
   * is locked first, so a message never lands in a session that has just ended.
   */
  private async store(sessionId: string, input: NewMessage): Promise<StoredMessage> {
    const result = await this.writer.write(sessionId, input);
    if (result.created) {
      this.metrics.chatMessageStored(input.senderType);
      this.announce(result);
    }
    return result;
  }

  /** Inside a transaction that holds the session row lock. */
  private async insertLocked(manager: EntityManager, sessionId: string, input: NewMessage): Promise<StoredMessage> {
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO chat_messages
         (session_id, sender_type, sender_id, sender_name, message, client_id, auto_reply_rule_id, sealed_message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (session_id, client_id) DO NOTHING RETURNING id`,
      [
        sessionId,
        input.senderType,
        input.senderId,
        input.senderName,
        input.message,
        input.clientId,
        input.autoReplyRuleId ?? null,
        input.sealedMessage ? encryptSecret(input.sealedMessage) : null,
      ],
    );
    const messages = manager.getRepository(ChatMessage);
    if (inserted.length === 0) {
      const existing = await messages.findOneByOrFail({ sessionId, clientId: input.clientId ?? '' });
      return {
        message: existing,
        session: await manager.getRepository(ChatSession).findOneByOrFail({ id: sessionId }),
        created: false,
      };
    }
    const message = await messages.findOneByOrFail({ id: inserted[0].id });
    await manager.query(
      `UPDATE chat_sessions SET last_message = $2, last_message_at = $3,
         unread_count = unread_count + $4,
         status = CASE WHEN $5::boolean THEN 'active' ELSE status END
       WHERE id = $1`,
      [
        sessionId,
        message.message,
        message.createdAt,
        input.senderType === 'customer' ? 1 : 0,
        input.senderType === 'admin',
      ],
    );
    const session = await manager.getRepository(ChatSession).findOneByOrFail({ id: sessionId });
    return { message, session, created: true };
  }

  /** The customer's room gets the message; the agents get it with the session's summary, in one event. */
  private announce({ message, session }: { message: ChatMessage; session: ChatSession }) {
    const view = toMessageView(message);
    this.realtime.toRoom(rooms.chat(session.id), 'chat:message', view);
    this.realtime.toAdmins('chat:message', { ...view, session: toSessionView(session) });
  }

  private async withinRate(sessionId: string): Promise<boolean> {
    const limit = this.chatSettings.rateLimit;
    const key = this.redis.key('chat', 'send-rate', sessionId);
    const [[, count]] = (await this.redis.client.multi().incr(key).pexpire(key, limit.windowMs, 'NX').exec()) as [
      [Error | null, number],
    ];
    return count <= limit.messages;
  }

  /** A guest or customer writes in their own session (socket chat:send). */
  async sendAsCustomer(principal: Principal | null, sessionId: unknown, text: unknown, clientId?: unknown) {
    const message = validateMessageText(text);
    const id = validateClientId(clientId);
    const session = await this.ownedSessionForWriting(principal, sessionId);
    return this.customerWrites(session, message, id);
  }

  /** Who owns a session never changes: remembered per process so each message need not re-read it. */
  private readonly ownership = new Map<string, ChatSession>();

  /**
   * ownedSession for the send path. A remembered session may have ended since: the batched write
   * re-checks the status under the session lock, so such a message is still refused.
   */
  private async ownedSessionForWriting(principal: Principal | null, sessionId: unknown): Promise<ChatSession> {
    if (!principal) throw chatErrors.identity();
    const owner = principal.kind === 'visitor' ? `v:${principal.visitorId}` : `u:${principal.userId}`;
    const key = `${owner}|${String(sessionId)}`;
    const known = this.ownership.get(key);
    if (known) return known;
    const session = await this.ownedSession(principal, sessionId);
    if (this.ownership.size >= OWNERSHIP_CACHE_SIZE) {
      // Oldest first (Map keeps insertion order).
      this.ownership.delete(this.ownership.keys().next().value as string);
    }
    this.ownership.set(key, session);
    return session;
  }

  private async customerWrites(session: ChatSession, message: string, clientId: string | null) {
    if (session.status === 'ended') throw chatErrors.ended();
    // A resend after a lost acknowledgement is answered by the write's ON CONFLICT; only past the rate
    // limit is it looked up here, so that it still gets its stored message rather than "too fast".
    if (!(await this.withinRate(session.id))) {
      const duplicate = clientId ? await this.messages.findOneBy({ sessionId: session.id, clientId }) : null;
      if (duplicate) return { message: duplicate, session, created: false } satisfies StoredMessage;
      throw chatErrors.tooFast();
    }
    const stored = await this.store(session.id, {
      senderType: 'customer',
      senderId: session.customerId ?? session.visitorId,
      senderName: session.customerName,
      message,
      clientId,
    });
    if (stored.created) {
      await this.scheduler.onCustomerMessage(stored.message, stored.session.orderId).catch((error: unknown) => {
        this.logger.error(`Could not schedule an auto-reply: ${String(error)}`);
      });
    }
    return stored;
  }

  /** REST fallback (and the guide page): resumes or starts the caller's session, then writes in it. */
  async sendFromRest(
    principal: Principal | null,
    input: ChatJoinRequest & { message: unknown; clientId?: unknown },
  ): Promise<StoredMessage> {
    const message = validateMessageText(input.message);
    const clientId = validateClientId(input.clientId);
    const session = await this.openSessionFor(principal, input);
    return this.customerWrites(session, message, clientId);
  }

  /** An agent answers: stored, delivered, and any pending auto-reply of the session is cancelled. */
  async sendAsAgent(agent: UserPrincipal, sessionId: string, text: unknown, clientId?: unknown) {
    const message = validateMessageText(text);
    const id = validateClientId(clientId);
    await this.findSession(sessionId);
    const stored = await this.store(sessionId, {
      senderType: 'admin',
      senderId: agent.userId,
      senderName: agent.name,
      message,
      clientId: id,
    });
    await this.scheduler.cancelPending(sessionId);
    return stored;
  }

  /** POST .../auto-reply: an agent sends a rule's reply by hand; stored as an auto message. */
  async sendManualAutoReply(sessionId: string, text: unknown, ruleId?: string) {
    const message = validateMessageText(text);
    await this.findSession(sessionId);
    const rule = ruleId && isUuid(ruleId) ? await this.config.findRule(ruleId) : null;
    const stored = await this.store(sessionId, {
      senderType: 'auto',
      senderId: null,
      senderName: AUTO_REPLY_SENDER,
      message,
      clientId: null,
      autoReplyRuleId: rule?.id ?? null,
    });
    await this.scheduler.cancelPending(sessionId);
    return stored;
  }

  /**
   * The chat queue's auto-reply job. Re-checks everything before sending, so a late, duplicate or
   * retried job does nothing: session not ended, rule still active, no agent message since the trigger.
   * The clientId derived from the trigger makes the reply itself idempotent.
   */
  async deliverAutoReply(job: AutoReplyJob): Promise<'sent' | 'skipped'> {
    try {
      const trigger = await this.messages.findOneBy({ id: job.triggerMessageId, sessionId: job.sessionId });
      const session = await this.sessions.findOneBy({ id: job.sessionId });
      const settings = await this.config.getSettings();
      if (!trigger || !session || session.status === 'ended' || !settings.autoReplyEnabled) return 'skipped';
      const answer = await this.autoReplyAnswer(job, trigger.message);
      if (!answer) return 'skipped';
      // Under the session lock, which an agent's message also takes: either the agent's message is already
      // stored and seen here, or it waits and comes after the auto-reply. Never both in the wrong order.
      const stored = await this.dataSource.transaction(async (manager) => {
        const [locked] = await manager.query<{ status: string }[]>(
          `SELECT status FROM chat_sessions WHERE id = $1 FOR UPDATE`,
          [job.sessionId],
        );
        if (!locked || locked.status === 'ended') return null;
        const [{ agentSince }] = await manager.query<{ agentSince: boolean }[]>(
          `SELECT EXISTS (
             SELECT 1 FROM chat_messages m
             WHERE m.session_id = $1 AND m.sender_type = 'admin'
               AND m.created_at >= (SELECT t.created_at FROM chat_messages t WHERE t.id = $2)
           ) AS "agentSince"`,
          [job.sessionId, trigger.id],
        );
        if (agentSince) return null;
        return this.insertLocked(manager, job.sessionId, {
          senderType: 'auto',
          senderId: null,
          senderName: AUTO_REPLY_SENDER,
          message: (answer.maskedText ?? answer.text).slice(0, MAX_MESSAGE_LENGTH),
          sealedMessage: answer.maskedText ? answer.text.slice(0, MAX_MESSAGE_LENGTH) : null,
          clientId: `auto-reply:${job.triggerMessageId}`,
          autoReplyRuleId: answer.ruleId,
        });
      });
      if (stored?.created) {
        this.metrics.chatMessageStored('auto');
        this.announce(stored);
      }
      return stored?.created ? 'sent' : 'skipped';
    } finally {
      await this.scheduler.settled(job.sessionId, job.triggerMessageId);
    }
  }

  /**
   * What the job sends, re-checked now: a product answer only while the session's order is still paid
   * and holds the product (recomputed, so a changed password or payment is honoured); a rule's
   * response only while the rule is active.
   */
  private async autoReplyAnswer(
    job: AutoReplyJob,
    triggerText: string,
  ): Promise<{ text: string; maskedText?: string; ruleId: string | null } | null> {
    if (job.stage === PRODUCT_STAGE) {
      const order = await this.paidOrders.forSession(job.sessionId);
      const match = productKeywordStage(order).match(triggerText);
      return match ? { text: match.reply, maskedText: match.maskedReply, ruleId: null } : null;
    }
    const rule = await this.config.findRule(job.ruleId);
    return rule?.isActive ? { text: rule.response, ruleId: rule.id } : null;
  }

  // ---------------------------------------------------------------- read receipts, typing, end, rating

  async markReadByAgent(sessionId: string): Promise<ChatRead> {
    await this.findSession(sessionId);
    const upTo = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE chat_messages SET is_read = true WHERE session_id = $1 AND sender_type = 'customer' AND NOT is_read`,
        [sessionId],
      );
      await manager.query(`UPDATE chat_sessions SET unread_count = 0 WHERE id = $1`, [sessionId]);
      return this.newestId(manager, sessionId, ['customer']);
    });
    const read: ChatRead = { sessionId, readerType: 'admin', upTo };
    this.realtime.toRoom([rooms.chat(sessionId), rooms.admins], 'chat:read', read);
    this.realtime.toAdmins('chat:session-updated', toSessionView(await this.findSession(sessionId)));
    return read;
  }

  async markReadByCustomer(principal: Principal | null, sessionId: unknown): Promise<ChatRead> {
    const session = await this.ownedSession(principal, sessionId);
    await this.dataSource.query(
      `UPDATE chat_messages SET is_read = true WHERE session_id = $1 AND sender_type <> 'customer' AND NOT is_read`,
      [session.id],
    );
    const upTo = await this.newestId(this.dataSource.manager, session.id, ['admin', 'auto', 'system']);
    const read: ChatRead = { sessionId: session.id, readerType: 'customer', upTo };
    this.realtime.toRoom([rooms.chat(session.id), rooms.admins], 'chat:read', read);
    return read;
  }

  private async newestId(manager: EntityManager, sessionId: string, senders: ChatSenderType[]): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM chat_messages WHERE session_id = $1 AND sender_type = ANY($2)
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [sessionId, senders],
    );
    return rows[0]?.id ?? null;
  }

  typing(sessionId: string, senderType: ChatSenderType, isTyping: boolean, exceptSocket?: string) {
    const target = this.realtime.io.to([rooms.chat(sessionId), rooms.admins]);
    (exceptSocket ? target.except(exceptSocket) : target).emit('chat:typing', {
      sessionId,
      senderType,
      isTyping: Boolean(isTyping),
    });
  }

  /** End Chat: the system message goes in, then the session ends, in one transaction. */
  async end(sessionId: string): Promise<ChatSession> {
    await this.findSession(sessionId);
    const result = await this.dataSource.transaction(async (manager) => {
      const locked: { status: string }[] = await manager.query(
        `SELECT status FROM chat_sessions WHERE id = $1 FOR UPDATE`,
        [sessionId],
      );
      if (locked[0]?.status === 'ended') return null;
      const stored = await this.insertLocked(manager, sessionId, {
        senderType: 'system',
        senderId: null,
        senderName: 'System',
        message: END_MESSAGE,
        clientId: null,
      });
      await manager.query(`UPDATE chat_sessions SET status = 'ended', ended_at = now() WHERE id = $1`, [sessionId]);
      return { ...stored, session: await manager.getRepository(ChatSession).findOneByOrFail({ id: sessionId }) };
    });
    if (!result) return this.findSession(sessionId);
    this.announce(result);
    await this.scheduler.cancelPending(sessionId);
    return result.session;
  }

  async rate(principal: Principal | null, sessionId: unknown, rating: unknown): Promise<ChatSession> {
    const session = await this.ownedSession(principal, sessionId);
    if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
      throw chatErrors.badRating();
    if (session.status !== 'ended') throw chatErrors.notEnded();
    await this.sessions.update({ id: session.id }, { csatRating: rating });
    const updated = await this.findSession(session.id);
    this.realtime.toAdmins('chat:session-updated', toSessionView(updated));
    return updated;
  }

  // ---------------------------------------------------------------- views

  async messageViews(sessionId: string, after?: string | null): Promise<ChatMessageView[]> {
    return (await this.listMessages(sessionId, after)).map(toMessageView);
  }

  /** All messages of an existing session (404 otherwise), oldest first. */
  async sessionMessages(sessionId: string): Promise<ChatMessageView[]> {
    await this.findSession(sessionId);
    return this.messageViews(sessionId);
  }

  /** The caller's newest session (open or just ended) and its messages, optionally only after a message id. */
  async currentConversation(
    principal: Principal | null,
    after?: string,
  ): Promise<{ session: ChatSessionView | null; messages: ChatMessageView[] }> {
    const session = await this.currentSession(principal);
    if (!session) return { session: null, messages: [] };
    return { session: toSessionView(session), messages: await this.messageViews(session.id, after) };
  }
}
