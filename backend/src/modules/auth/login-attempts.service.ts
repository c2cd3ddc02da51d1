import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../../core/config/configuration';
import { ApiError } from '../../core/http/api-error';
import { RedisService } from '../../core/redis/redis.module';
import { accountRetryDelayMs, loginRetryDelayMs, waitParts, waitText } from './login-delay';

const KEY_TTL_SECONDS = 24 * 60 * 60;

/**
 * Reserves one login attempt before the password is checked, in one atomic step, on two counters: the account from
 * this address (KEYS[1]) and the account from every address (KEYS[2]). The attempt counts at once (so 30 guesses
 * sent together are not all evaluated); past the free attempts of a counter each further one must wait its delay.
 * From one address the delay grows fast (a minute, doubling); across addresses it grows slowly and stays short
 * (seconds, at most a minute), so 50 guesses from 50 addresses are not all checked, yet the owner is never locked
 * out for long by someone else's guessing. Answers the wait (0: go ahead) and, for a refund, the counters' previous
 * `next` times.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local nextHere = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
local nextAll = tonumber(redis.call('HGET', KEYS[2], 'next') or '0')
local wait = math.max(nextHere - now, nextAll - now)
if wait > 0 then return { wait, 0, 0 } end
local delaysHere = cjson.decode(ARGV[2])
local delaysAll = cjson.decode(ARGV[3])
local here = redis.call('HINCRBY', KEYS[1], 'n', 1)
local all = redis.call('HINCRBY', KEYS[2], 'n', 1)
redis.call('HSET', KEYS[1], 'next', now + delaysHere[math.min(here, #delaysHere)])
redis.call('HSET', KEYS[2], 'next', now + delaysAll[math.min(all, #delaysAll)])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
redis.call('EXPIRE', KEYS[2], tonumber(ARGV[4]))
return { 0, nextHere, nextAll }
`;

/** Gives a reserved attempt back (its password was never checked): the counts and delays as they were. */
const REFUND_SCRIPT = `
for index, key in ipairs(KEYS) do
  if redis.call('HINCRBY', key, 'n', -1) <= 0 then redis.call('DEL', key)
  else redis.call('HSET', key, 'next', ARGV[index]) end
end
return 1
`;

/** A reserved attempt: refund it when the password could not be checked (the database or Redis failed). */
export interface ReservedAttempt {
  refund(): Promise<void>;
}

@Injectable()
export class LoginAttemptsService {
  /** The delay after attempt n (1-based) is delays[n-1]; the last one repeats. From one address: */
  private readonly delays: string;
  /** From every address together. */
  private readonly accountDelays: string;

  constructor(
    private readonly redis: RedisService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {
    const schedule: number[] = [];
    for (let attempt = 1; attempt <= this.auth.loginAttemptsPerAccount + 8; attempt += 1) {
      schedule.push(loginRetryDelayMs(attempt, this.auth.loginAttemptsPerAccount));
    }
    this.delays = JSON.stringify(schedule);
    const free = this.auth.loginAttemptsPerAccountAllAddresses;
    this.accountDelays = JSON.stringify(
      Array.from({ length: free + 13 }, (_, index) => accountRetryDelayMs(index + 1, free)),
    );
  }

  private key(email: string, address: string) {
    return this.redis.key('login-attempts', email, address || 'unknown');
  }

  private accountKey(email: string) {
    return this.redis.key('login-attempts-account', email);
  }

  async reserve(email: string, address: string): Promise<ReservedAttempt> {
    const keys = [this.key(email, address), this.accountKey(email)];
    const [waitMs, ...previous] = (
      (await this.redis.client.eval(
        RESERVE_SCRIPT,
        2,
        ...keys,
        Date.now(),
        this.delays,
        this.accountDelays,
        KEY_TTL_SECONDS,
      )) as number[]
    ).map(Number);
    if (waitMs > 0) {
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'too_many_attempts',
        `Too many failed login attempts. Please wait ${waitText(waitMs)} and try again.`,
        undefined,
        { count: waitParts(waitMs).count },
      );
    }
    return {
      refund: async () => {
        await this.redis.client.eval(REFUND_SCRIPT, 2, ...keys, ...previous);
      },
    };
  }

  /** The right password: this address and the account-wide count start again. */
  async reset(email: string, address: string): Promise<void> {
    await this.redis.client.del(this.key(email, address), this.accountKey(email));
  }

  /**
   * Runs the password check of a reserved attempt: when it fails before a password was compared (the database or
   * Redis is down: a 503), the attempt is given back, so an outage never locks anyone out.
   */
  async checking<T>(attempt: ReservedAttempt, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      await attempt.refund().catch(() => undefined);
      throw error;
    }
  }
}
