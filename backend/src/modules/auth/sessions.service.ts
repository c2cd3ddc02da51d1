import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, MoreThan, Not, Repository } from 'typeorm';
import { isStaffRole, type SessionView } from '@kedai/contracts';
import { authConfig } from '../../core/config/configuration';
import { DomainEvents } from '../../core/events/domain-events.service';
import { ApiError } from '../../core/http/api-error';
import { Principal, PrincipalResolver } from '../../core/security/principal';
import { TokenService } from '../../core/security/token.service';
import { AuthPolicy } from './entities/auth-policy.entity';
import { AuthSession } from './entities/auth-session.entity';
import { SecondFactor } from './entities/second-factor.entity';
import { describeDevice } from './user-agent';

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

/** How stale "last seen" may get before a request writes it again (one write a minute per session at most). */
const LAST_SEEN_EVERY_MS = 60_000;

@Injectable()
export class SessionsService implements PrincipalResolver {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    private readonly tokens: TokenService,
    private readonly events: DomainEvents,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /** Opens a session (in the caller's transaction when given one, with the sign-in's audit entry). */
  async open(user: { id: string }, meta: SessionMeta, em?: EntityManager): Promise<string> {
    return (await this.openWithId(user, meta, em)).token;
  }

  async openWithId(
    user: { id: string },
    meta: SessionMeta,
    em?: EntityManager,
  ): Promise<{ token: string; sessionId: string }> {
    const sessions = em ? em.getRepository(AuthSession) : this.sessions;
    const session = await sessions.save(
      sessions.create({
        userId: user.id,
        expiresAt: new Date(Date.now() + this.auth.sessionTtlSeconds * 1000),
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip?.slice(0, 64) ?? null,
        lastSeenAt: new Date(),
      }),
    );
    return { token: this.tokens.signUser(user.id, session.id), sessionId: session.id };
  }

  /**
   * A short-lived session of an admin for one capture of the screenshot tool: it is put into the capture's
   * own browser (never into a URL), expires after ttlSeconds and is revoked when the capture ends.
   */
  async openCapture(userId: string, ttlSeconds: number): Promise<{ token: string; sessionId: string }> {
    const session = await this.sessions.save(
      this.sessions.create({
        userId,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        userAgent: 'Kedai screenshot tool (capture session)',
        ip: null,
      }),
    );
    return { token: this.tokens.signUser(userId, session.id, ttlSeconds), sessionId: session.id };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
    this.events.emit('auth.session.revoked', { sessionId });
  }

  /** Ends every open session of a user (a new password) and closes their sockets. */
  async revokeAllOf(userId: string): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    this.events.emit('auth.user-sessions.revoked', { userId });
  }

  /** The user's open sessions, most recently used first. */
  async listOf(userId: string, currentSessionId?: string): Promise<SessionView[]> {
    const open = await this.sessions.find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { lastSeenAt: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC' },
    });
    return open.map((session) => ({
      id: session.id,
      device: describeDevice(session.userAgent),
      ip: session.ip,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: (session.lastSeenAt ?? session.createdAt).toISOString(),
      current: session.id === currentSessionId,
    }));
  }

  /**
   * Ends one of the user's own sessions (404 for anyone else's or one already ended); its sockets close with
   * it.
   */
  async endOwn(userId: string, sessionId: string): Promise<void> {
    const ended = await this.sessions.update({ id: sessionId, userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!ended.affected)
      throw new ApiError(HttpStatus.NOT_FOUND, 'session_not_found', 'This device is already signed out.');
    this.events.emit('auth.session.revoked', { sessionId });
    this.events.emit('auth.sessions.ended', { userId, sessionIds: [sessionId], by: userId });
  }

  /** Ends every session of the user but keep (the one asking); answers how many were ended. */
  async endAllBut(userId: string, keep: string | null, by: string): Promise<number> {
    const open = await this.sessions.find({
      where: { userId, revokedAt: IsNull(), ...(keep && { id: Not(keep) }) },
      select: { id: true },
    });
    if (open.length === 0) return 0;
    const ids = open.map((session) => session.id);
    await this.sessions.update({ id: In(ids), revokedAt: IsNull() }, { revokedAt: new Date() });
    for (const sessionId of ids) this.events.emit('auth.session.revoked', { sessionId });
    this.events.emit('auth.sessions.ended', { userId, sessionIds: ids, by });
    return ids.length;
  }

  /**
   * One indexed query per call: the session must be open and unexpired, and its user active. The same query
   * reads whether the user has two-factor sign-in and whether the shop requires it of staff.
   */
  async resolve(token: string): Promise<Principal | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    if (claims.typ === 'visitor') return { kind: 'visitor', visitorId: claims.sub };
    const session = await this.sessions
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.user', 'user')
      .leftJoinAndMapOne(
        'session.secondFactor',
        SecondFactor,
        'factor',
        'factor.userId = session.userId AND factor.confirmedAt IS NOT NULL',
      )
      .leftJoinAndMapOne('session.policy', AuthPolicy, 'policy', 'policy.id = 1')
      .where('session.id = :sid AND session.userId = :uid', { sid: claims.sid, uid: claims.sub })
      .andWhere('session.revokedAt IS NULL AND session.expiresAt > now() AND user.isActive = true')
      .getOne();
    if (!session) return null;
    this.touch(session);
    const { user } = session;
    const mustEnrol = isStaffRole(user.role) && Boolean(session.policy?.requireStaffTwoFactor) && !session.secondFactor;
    return {
      kind: 'user',
      userId: user.id,
      sessionId: session.id,
      role: user.role,
      name: user.name,
      email: user.email,
      language: user.language,
      ...(mustEnrol && { mustEnrolSecondFactor: true }),
    };
  }

  /** Last seen, written at most once a minute, without holding the request up. */
  private touch(session: AuthSession) {
    const seen = session.lastSeenAt?.getTime() ?? 0;
    if (Date.now() - seen < LAST_SEEN_EVERY_MS) return;
    this.sessions
      .update({ id: session.id }, { lastSeenAt: new Date() })
      .catch((error: unknown) => this.logger.warn(`Could not record when a session was last seen: ${String(error)}`));
  }
}
