import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { authConfig } from '../../core/config/configuration';
import { DomainEvents } from '../../core/events/domain-events.service';
import { Principal, PrincipalResolver } from '../../core/security/principal';
import { TokenService } from '../../core/security/token.service';
import { AuthSession } from './entities/auth-session.entity';

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

@Injectable()
export class SessionsService implements PrincipalResolver {
  constructor(
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    private readonly tokens: TokenService,
    private readonly events: DomainEvents,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  async open(user: { id: string }, meta: SessionMeta): Promise<string> {
    const session = await this.sessions.save(
      this.sessions.create({
        userId: user.id,
        expiresAt: new Date(Date.now() + this.auth.sessionTtlSeconds * 1000),
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip?.slice(0, 64) ?? null,
      }),
    );
    return this.tokens.signUser(user.id, session.id);
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

  /** One indexed query per call: the session must be open and unexpired, and its user active. */
  async resolve(token: string): Promise<Principal | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    if (claims.typ === 'visitor') return { kind: 'visitor', visitorId: claims.sub };
    const session = await this.sessions
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.user', 'user')
      .where('session.id = :sid AND session.userId = :uid', { sid: claims.sid, uid: claims.sub })
      .andWhere('session.revokedAt IS NULL AND session.expiresAt > now() AND user.isActive = true')
      .getOne();
    if (!session) return null;
    const { user } = session;
    return {
      kind: 'user',
      userId: user.id,
      sessionId: session.id,
      role: user.role,
      name: user.name,
      email: user.email,
      language: user.language,
    };
  }
}
