import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../../core/config/configuration';
import { RedisService } from '../../core/redis/redis.module';
import { countAddressUse } from '../../core/redis/address-limit';
import { randomUUID } from 'node:crypto';
import { isStaffRole, type AuthResult, type UpdateProfileRequest } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { UserPrincipal } from '../../core/security/principal';
import { TokenService } from '../../core/security/token.service';
import { normalizeEmail, UsersService, toUserView, UserView } from '../users';
import { LoginDto } from './dto/login.dto';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher';
import { SessionMeta, SessionsService } from './sessions.service';

export type { AuthResult };

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsService,
    private readonly tokens: TokenService,
    private readonly redis: RedisService,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  async login(input: LoginDto, meta: SessionMeta, options: { staffOnly?: boolean } = {}): Promise<AuthResult> {
    const email = normalizeEmail(input.email);
    await this.attempts.reserve(email, meta.ip ?? '');
    const user = await this.users.findByEmailWithPassword(email);
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !passwordMatches) {
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'invalid_credentials', 'Incorrect e-mail or password');
    }
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
    await this.attempts.reset(email, meta.ip ?? '');
    await this.users.recordLogin(user.id);
    const token = await this.sessions.open(user, meta);
    const fresh = await this.users.findById(user.id);
    return { token, user: toUserView(fresh ?? user) };
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
