import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiError } from '../../core/http/api-error';
import { RedisService } from '../../core/redis/redis.module';
import type { SessionMeta } from './sessions.service';

/** How long the second step may take after the password (docs/product/account-security.md). */
export const PENDING_LOGIN_TTL_SECONDS = 300;
/** Wrong codes one pending login may try before the password must be typed again. */
const CODES_PER_PENDING_LOGIN = 20;

export interface PendingLogin {
  userId: string;
  staffOnly: boolean;
  meta: SessionMeta;
}

const expired = () =>
  new ApiError(HttpStatus.UNAUTHORIZED, 'login_expired', 'Your sign-in has expired. Please enter your password again.');

/**
 * Between a right password and the second factor: a random token kept in Redis (only its hash is the key),
 * single-use, five minutes, twenty codes (the account's own limit, like a password's, usually stops a guesser first). It is no session: the API knows it only at the second step.
 */
@Injectable()
export class PendingLoginsService {
  constructor(private readonly redis: RedisService) {}

  private key(token: string) {
    return this.redis.key('pending-login', createHash('sha256').update(token).digest('base64url'));
  }

  async create(login: PendingLogin): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.redis.client.set(this.key(token), JSON.stringify(login), 'EX', PENDING_LOGIN_TTL_SECONDS);
    return token;
  }

  /** The login waiting for this token, counting one try; refuses an unknown, expired or worn-out one. */
  async take(token: string): Promise<PendingLogin> {
    const key = this.key(token);
    const tries = await this.redis.client.incr(`${key}:tries`);
    if (tries === 1) await this.redis.client.expire(`${key}:tries`, PENDING_LOGIN_TTL_SECONDS);
    const stored = await this.redis.client.get(key);
    if (!stored) throw expired();
    if (tries > CODES_PER_PENDING_LOGIN) {
      await this.redis.client.del(key);
      throw expired();
    }
    return JSON.parse(stored) as PendingLogin;
  }

  /** Uses it up; false when another request already did (only one session per pending login). */
  async finish(token: string): Promise<boolean> {
    return (await this.redis.client.del(this.key(token))) === 1;
  }
}
