import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../../core/config/configuration';
import { ApiError } from '../../core/http/api-error';
import { RedisService } from '../../core/redis/redis.module';
import { loginRetryDelayMs, waitParts, waitText } from './login-delay';

const KEY_TTL_SECONDS = 24 * 60 * 60;

/**
 * Reserves one login attempt for an account from one address before the password is checked, in one
 * atomic step: the attempt counts at once (so 30 guesses sent together are not all evaluated), and past
 * the free attempts each further one must wait a growing delay. Failures from one address never slow the
 * account's owner down elsewhere. Answers how long to wait (0: go ahead).
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return nextAt - now end
local attempts = redis.call('HINCRBY', KEYS[1], 'n', 1)
local delays = cjson.decode(ARGV[2])
local delay = delays[math.min(attempts, #delays)]
redis.call('HSET', KEYS[1], 'next', now + delay)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return 0
`;

@Injectable()
export class LoginAttemptsService {
  /** The delay after attempt n (1-based) is delays[n-1]; the last one repeats. */
  private readonly delays: string;

  constructor(
    private readonly redis: RedisService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {
    const schedule: number[] = [];
    for (let attempt = 1; attempt <= this.auth.loginAttemptsPerAccount + 8; attempt += 1) {
      schedule.push(loginRetryDelayMs(attempt, this.auth.loginAttemptsPerAccount));
    }
    this.delays = JSON.stringify(schedule);
  }

  private key(email: string, address: string) {
    return this.redis.key('login-attempts', email, address || 'unknown');
  }

  async reserve(email: string, address: string): Promise<void> {
    const waitMs = Number(
      await this.redis.client.eval(
        RESERVE_SCRIPT,
        1,
        this.key(email, address),
        Date.now(),
        this.delays,
        KEY_TTL_SECONDS,
      ),
    );
    if (waitMs > 0) {
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'too_many_attempts',
        `Too many failed login attempts. Please wait ${waitText(waitMs)} and try again.`,
        undefined,
        { count: waitParts(waitMs).count },
      );
    }
  }

  async reset(email: string, address: string): Promise<void> {
    await this.redis.client.del(this.key(email, address));
  }
}
