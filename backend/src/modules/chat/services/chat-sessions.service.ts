import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, FindOptionsWhere, In, Repository } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  type ChatJoinRequest,
  type ChatSessionView,
  type ConversationChannel,
  type ChatStatusFilter,
  type Language,
} from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { ApiError } from '../../../core/http/api-error';
import { Principal } from '../../../core/security/principal';
import { ChatMessageEvents } from './chat-message-events';
import { ChatMessageWriter } from './chat-message-writer';
import { chatErrors, END_MESSAGE } from '../rules/chat-rules';
import { toSessionView } from '../read/chat.view';
import { ChatSession } from '../entities/chat-session.entity';

/** Sessions whose owner this process remembers for the send path. */
const OWNERSHIP_CACHE_SIZE = 20_000;

const clip = (value: string | undefined, max: number): string | null =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim().slice(0, max) : null;

type Owner = { visitorId: string; customerId: null } | { visitorId: null; customerId: string };
type SessionContext = {
  orderId: string | null;
  productName: string | null;
  pageUrl: string | null;
  language: Language | null;
};

const ownerOf = (principal: Principal): Owner =>
  principal.kind === 'visitor'
    ? { visitorId: principal.visitorId, customerId: null }
    : { visitorId: null, customerId: principal.userId };

const ownerWhere = (principal: Principal): FindOptionsWhere<ChatSession> =>
  principal.kind === 'visitor' ? { visitorId: principal.visitorId } : { customerId: principal.userId };

/** The ownership cache's key: the owner and the session. */
const ownershipKey = (owner: { visitorId: string | null; customerId: string | null }, sessionId: string) =>
  `${owner.visitorId ? `v:${owner.visitorId}` : `u:${owner.customerId}`}|${sessionId}`;

/** Chat sessions: opened, owned, listed, ended and rated. Session ids reaching here are uuids (DTOs, params). */
@Injectable()
export class ChatSessionsService {
  /** Who owns a session never changes: remembered per process so each message need not re-read it. */
  private readonly ownership = new Map<string, ChatSession>();

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ChatSession) private readonly sessions: Repository<ChatSession>,
    private readonly writer: ChatMessageWriter,
    private readonly messageEvents: ChatMessageEvents,
    private readonly events: DomainEvents,
  ) {}

  async findSession(sessionId: string): Promise<ChatSession> {
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (!session) throw chatErrors.notFound();
    return session;
  }

  /** A session the caller owns (guest by visitor id, customer by user id); anyone else's reads as missing. */
  async ownedSession(principal: Principal | null, sessionId: string): Promise<ChatSession> {
    if (!principal) throw chatErrors.identity();
    const session = await this.sessions.findOneBy({ id: sessionId, ...ownerWhere(principal) });
    if (!session) throw chatErrors.notFound();
    return session;
  }

  /**
   * ownedSession for the send path. A remembered session may have ended since: the batched write
   * re-checks the status under the session lock, so such a message is still refused.
   */
  async ownedSessionForWriting(principal: Principal | null, sessionId: string): Promise<ChatSession> {
    if (!principal) throw chatErrors.identity();
    const key = ownershipKey(ownerOf(principal), sessionId);
    const known = this.ownership.get(key);
    if (known) return known;
    return this.remember(key, await this.ownedSession(principal, sessionId));
  }

  /** A join has just proved that the caller owns the session: its first message need not read it again. */
  rememberOwned(principal: Principal, session: ChatSession): void {
    const key = ownershipKey(ownerOf(principal), session.id);
    if (!this.ownership.has(key)) this.remember(key, session);
  }

  private remember(key: string, session: ChatSession): ChatSession {
    if (this.ownership.size >= OWNERSHIP_CACHE_SIZE) {
      // Oldest first (Map keeps insertion order).
      this.ownership.delete(this.ownership.keys().next().value as string);
    }
    this.ownership.set(key, session);
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
    const context: SessionContext = {
      orderId: clip(details.orderId, 100),
      productName: clip(details.productName, 200),
      pageUrl: clip(details.pageUrl, 2000),
      language: details.language ?? null,
    };
    const existing = await this.sessions.findOne({
      where: { ...ownerWhere(principal), status: In(['waiting', 'active']) },
    });
    if (existing) return this.refreshContext(existing, context);

    const name = clip(details.customerName, 100) ?? (principal.kind === 'user' ? principal.name : null) ?? 'Guest';
    const email = clip(details.customerEmail, 254) ?? (principal.kind === 'user' ? principal.email : null);
    const language = context.language ?? (principal.kind === 'user' ? principal.language : null) ?? DEFAULT_LANGUAGE;
    const conflictTarget = owner.visitorId ? 'visitor_id' : 'customer_id';
    const inserted: { id: string }[] = await this.dataSource.query(
      `INSERT INTO chat_sessions
         (visitor_id, customer_id, customer_name, customer_email, order_id, product_name, page_url, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (${conflictTarget}) WHERE status <> 'ended' DO NOTHING RETURNING id`,
      [owner.visitorId, owner.customerId, name, email, context.orderId, context.productName, context.pageUrl, language],
    );
    if (inserted.length === 0) {
      // Another request opened it between our look-up and insert: resume that one.
      if (attempt >= 3) throw new ApiError(HttpStatus.CONFLICT, 'chat_busy', 'Please try again.');
      return this.openSessionFor(principal, details, attempt + 1);
    }
    const session = await this.sessions.findOneByOrFail({ id: inserted[0].id });
    this.events.emit('chat.session.changed', { session: toSessionView(session), created: true });
    return session;
  }

  private async refreshContext(session: ChatSession, context: SessionContext): Promise<ChatSession> {
    const patch: Partial<ChatSession> = {};
    if (context.orderId && context.orderId !== session.orderId) patch.orderId = context.orderId;
    if (context.productName && context.productName !== session.productName) patch.productName = context.productName;
    if (context.pageUrl && context.pageUrl !== session.pageUrl) patch.pageUrl = context.pageUrl;
    if (context.language && context.language !== session.language) patch.language = context.language;
    if (Object.keys(patch).length === 0) return session;
    await this.sessions.update({ id: session.id }, patch);
    if (patch.language) this.rememberLanguage(session, patch.language);
    const updated = { ...session, ...patch } as ChatSession;
    this.events.emit('chat.session.changed', { session: toSessionView(updated), created: false });
    return updated;
  }

  /**
   * The customer writes or joins in `language`: remembered on the session when it differs, so auto-replies
   * answer in it. Costs nothing when unchanged (the session in hand says so; on the send path that is the
   * process's remembered session, which this keeps up to date). `announce` tells the agents; a send does not
   * need to, as its message carries the session, and the remembered copy's other fields may be older.
   */
  async changeLanguage(session: ChatSession, language: Language | undefined, announce: boolean): Promise<ChatSession> {
    if (!language || language === session.language) return session;
    // TypeORM answers an UPDATE with [rows, affected].
    const [, affected]: [unknown[], number] = await this.dataSource.query(
      `UPDATE chat_sessions SET language = $2 WHERE id = $1 AND language <> $2`,
      [session.id, language],
    );
    session.language = language;
    this.rememberLanguage(session, language);
    if (announce && affected > 0) {
      this.events.emit('chat.session.changed', { session: toSessionView(session), created: false });
    }
    return session;
  }

  /** The send path's remembered copy of the session (if any) follows a change made by a join. */
  private rememberLanguage(session: ChatSession, language: Language) {
    const known = this.ownership.get(ownershipKey(session, session.id));
    if (known) known.language = language;
  }

  /**
   * The inbox: conversations only. A widget opened and never written in is not one (it has no message).
   * `status` 'open' is waiting or active (the live list), 'ended' the history; `assigneeId` null is unassigned.
   */
  async listSessions(
    search?: string,
    unreadOnly = false,
    filters: {
      status?: ChatStatusFilter;
      assigneeId?: string | null;
      labelId?: string;
      channel?: ConversationChannel;
    } = {},
  ): Promise<ChatSessionView[]> {
    const query = this.sessions.createQueryBuilder('s').where('s.lastMessageAt IS NOT NULL');
    const { status, assigneeId, labelId, channel } = filters;
    if (channel === 'whatsapp') query.andWhere(`s.channel = 'whatsapp'`);
    if (channel === 'web') query.andWhere(`s.channel = 'web' AND s.emailThreadAt IS NULL`);
    if (channel === 'email') query.andWhere(`s.channel = 'web' AND s.emailThreadAt IS NOT NULL`);
    if (labelId) {
      query.andWhere(
        'EXISTS (SELECT 1 FROM chat_session_labels sl WHERE sl.session_id = s.id AND sl.label_id = :labelId)',
        {
          labelId,
        },
      );
    }
    if (status === 'open') query.andWhere(`s.status <> 'ended'`);
    else if (status && status !== 'all') query.andWhere('s.status = :status', { status });
    if (assigneeId === null) query.andWhere('s.assigneeId IS NULL');
    else if (assigneeId) query.andWhere('s.assigneeId = :assigneeId', { assigneeId });
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
    // By the indexed column itself (every row here has one): the newest 500 without sorting every conversation.
    const sessions = await query.orderBy('s.lastMessageAt', 'DESC').limit(500).getMany();
    return sessions.map(toSessionView);
  }

  /** End Chat: the system message goes in, then the session ends, in one transaction. */
  async end(sessionId: string): Promise<ChatSessionView> {
    await this.findSession(sessionId);
    const result = await this.dataSource.transaction(async (manager) => {
      const locked: { status: string }[] = await manager.query(
        `SELECT status FROM chat_sessions WHERE id = $1 FOR UPDATE`,
        [sessionId],
      );
      if (locked[0]?.status === 'ended') return null;
      const stored = await this.writer.writeInTransaction(manager, sessionId, {
        senderType: 'system',
        senderId: null,
        senderName: 'System',
        message: END_MESSAGE,
        clientId: null,
      });
      await manager.query(`UPDATE chat_sessions SET status = 'ended', ended_at = now() WHERE id = $1`, [sessionId]);
      return { ...stored, session: await manager.getRepository(ChatSession).findOneByOrFail({ id: sessionId }) };
    });
    if (!result) return toSessionView(await this.findSession(sessionId));
    this.messageEvents.stored(result, 'system');
    return toSessionView(result.session);
  }

  async rate(principal: Principal | null, sessionId: string, rating: number): Promise<ChatSessionView> {
    const session = await this.ownedSession(principal, sessionId);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw chatErrors.badRating();
    if (session.status !== 'ended') throw chatErrors.notEnded();
    await this.sessions.update({ id: session.id }, { csatRating: rating });
    const view = toSessionView(await this.findSession(session.id));
    this.events.emit('chat.session.changed', { session: view, created: false });
    return view;
  }
}
