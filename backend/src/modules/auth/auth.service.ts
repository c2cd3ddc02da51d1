import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { authConfig } from '../../core/config/configuration';
import { RedisService } from '../../core/redis/redis.module';
import { countAddressUse } from '../../core/redis/address-limit';
import { randomUUID } from 'node:crypto';
import {
  isStaffRole,
  type Role,
  type AuthResult,
  type LoginResult,
  type SecondFactorLoginRequest,
  type UpdateProfileRequest,
} from '@kedai/contracts';
import { DomainEvents } from '../../core/events/domain-events.service';
import { ApiError } from '../../core/http/api-error';
import { UserPrincipal } from '../../core/security/principal';
import { TokenService } from '../../core/security/token.service';
import { AuditService, type StaffActor } from '../audit';
import { normalizeEmail, UsersService, toUserView, UserView } from '../users';
import { LoginDto } from './dto/login.dto';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher';
import { PENDING_LOGIN_TTL_SECONDS, PendingLoginsService } from './pending-logins.service';
import { TwoFactorService } from './two-factor.service';
import { SessionMeta, SessionsService } from './sessions.service';

export type { AuthResult, LoginResult };

const signInActor = (user: { id: string; name: string; role: string }, meta: SessionMeta): StaffActor => ({
  userId: user.id,
  name: user.name,
  role: user.role,
  ip: meta.ip ?? null,
  userAgent: meta.userAgent ?? null,
});

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsService,
    private readonly tokens: TokenService,
    private readonly redis: RedisService,
    private readonly twoFactor: TwoFactorService,
    private readonly pending: PendingLoginsService,
    private readonly events: DomainEvents,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * The password step. With two-factor sign-in on, no session yet: a pending login that the code completes
   * (completeSecondFactor).
   */
  async login(input: LoginDto, meta: SessionMeta, options: { staffOnly?: boolean } = {}): Promise<LoginResult> {
    const email = normalizeEmail(input.email);
    const attempt = await this.attempts.reserve(email, meta.ip ?? '');
    // Counts only when the password was really checked: a database outage (503) gives the attempt back.
    const { user, passwordMatches } = await this.attempts.checking(attempt, async () => {
      const found = await this.users.findByEmailWithPassword(email);
      return { user: found, passwordMatches: await this.hasher.verify(found?.passwordHash ?? null, input.password) };
    });
    // A staff account's failed sign-in is logged (a customer's is not: the log is of staff).
    const failed = (reason: string) =>
      user && isStaffRole(user.role)
        ? this.audit.recordAlone(
            signInActor(user, meta),
            'auth.sign-in-failed',
            { type: 'user', id: user.id },
            { reason },
          )
        : Promise.resolve();
    if (!user || !passwordMatches) {
      await failed('wrong_password');
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'invalid_credentials', 'Incorrect e-mail or password');
    }
    // A deactivated staff account that tries its right password is logged too.
    if (!user.isActive) await failed('account_deactivated');
    this.assertMaySignIn(user, options);
    await this.attempts.reset(email, meta.ip ?? '');
    if (await this.twoFactor.isEnabled(user.id)) return this.challenge(user.id, meta, options);
    return this.startSession(user.id, meta, 'password', options.staffOnly ? 'admin-login' : 'login');
  }

  /** A pending login (after the password) for an account with two-factor sign-in: the answer asks for the code. */
  async challenge(userId: string, meta: SessionMeta, options: { staffOnly?: boolean } = {}): Promise<LoginResult> {
    const pendingToken = await this.pending.create({ userId, staffOnly: Boolean(options.staffOnly), meta });
    return { secondFactor: 'required', pendingToken, expiresInSeconds: PENDING_LOGIN_TTL_SECONDS };
  }

  /** The second step: the code (or a recovery code) for a pending login opens the session. */
  async completeSecondFactor(input: SecondFactorLoginRequest, meta: SessionMeta): Promise<AuthResult> {
    const login = await this.pending.take(input.pendingToken);
    const user = await this.users.findById(login.userId);
    if (!user)
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'login_expired',
        'Your sign-in has expired. Please enter your password again.',
      );
    this.assertMaySignIn(user, { staffOnly: login.staffOnly });
    let method;
    try {
      method = await this.twoFactor.check(user.id, input.code, meta.ip ?? '');
    } catch (error) {
      if (error instanceof ApiError && error.getStatus() === HttpStatus.UNAUTHORIZED) {
        this.events.emit('auth.second-factor.failed', { userId: user.id, ip: meta.ip ?? null });
      }
      throw error;
    }
    if (!(await this.pending.finish(input.pendingToken))) {
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'login_expired',
        'Your sign-in has expired. Please enter your password again.',
      );
    }
    return this.startSession(user.id, meta, method, login.staffOnly ? 'admin-login' : 'login');
  }

  /** Opens the session: the last step of every sign-in (password, code, e-mailed link). */
  /**
   * Opens the session of a signed-in user (after the password, or the second factor). A staff member's sign-in is
   * an audit-log entry written in the same transaction (`via`: where they signed in; `method`: what proved it).
   */
  async startSession(
    userId: string,
    meta: SessionMeta,
    method: 'password' | 'totp' | 'recovery-code',
    via = 'login',
  ): Promise<AuthResult> {
    await this.users.recordLogin(userId);
    const user = await this.users.findById(userId);
    if (!user)
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'session_expired', 'Your session has expired. Please log in again.');
    const { token, sessionId } = await this.dataSource.transaction(async (em) => {
      const opened = await this.sessions.openWithId({ id: userId }, meta, em);
      if (isStaffRole(user.role)) {
        await this.audit.record(
          em,
          signInActor(user, meta),
          'auth.sign-in',
          { type: 'user', id: userId },
          { via, method },
        );
      }
      return opened;
    });
    this.events.emit('auth.signed-in', { userId, sessionId, method, ip: meta.ip ?? null });
    return { token, user: toUserView(user) };
  }

  private assertMaySignIn(user: { isActive: boolean; role: Role }, options: { staffOnly?: boolean }) {
    if (!user.isActive) {
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'account_deactivated',
        'This account has been deactivated. Please contact support.',
      );
    }
    if (options.staffOnly && !isStaffRole(user.role)) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'admin_required', 'This account does not have admin access.');
    }
  }

  logout(principal: UserPrincipal): Promise<void> {
    return this.sessions.revoke(principal.sessionId);
  }

  async me(principal: UserPrincipal): Promise<UserView> {
    const user = await this.users.findById(principal.userId);
    if (!user)
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'session_expired', 'Your session has expired. Please log in again.');
    return toUserView(user);
  }

  async updateProfile(principal: UserPrincipal, changes: UpdateProfileRequest): Promise<UserView> {
    await this.me(principal);
    const user = await this.users.updateProfile(principal.userId, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.phone !== undefined && { phone: changes.phone || null }),
      ...(changes.language !== undefined && { language: changes.language }),
    });
    return toUserView(user);
  }

  /**
   * A guest's identity for live chat: the token held before if it is still valid, else a new one. New
   * tokens are limited per address: each one could otherwise open chat sessions with limits of their own.
   */
  async visitor(existingToken: string | undefined, address: string): Promise<{ visitorId: string; token: string }> {
    const claims = existingToken ? this.tokens.verify(existingToken) : null;
    if (claims?.typ === 'visitor') return { visitorId: claims.sub, token: existingToken as string };
    await countAddressUse(this.redis, address, {
      name: 'visitor-tokens',
      perMinute: this.config.visitorTokensPerMinute,
      code: 'too_many_visitors',
      message: 'Too many new chat visitors from this network. Please wait a minute and try again.',
    });
    const visitorId = randomUUID();
    return { visitorId, token: this.tokens.signVisitor(visitorId) };
  }
}
