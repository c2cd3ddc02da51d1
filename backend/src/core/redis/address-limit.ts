import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../http/api-error';
import type { RedisService } from './redis.module';
import { RedisScript } from './redis-script';

export interface AddressLimit {
  /** What is counted, part of the key (e.g. 'visitor-tokens'). */
  name: string;
  perMinute: number;
  code: string;
  message: string;
}

/** Counts one use in KEYS[1] and gives the window its lifetime on the first: one command, never a key without expiry. */
const COUNT_SCRIPT = new RedisScript(`
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`);

/**
 * Counts one use by a client address in a fixed one-minute window shared by every process, and refuses
 * with a 429 past the limit.
 */
export async function countAddressUse(redis: RedisService, address: string, limit: AddressLimit): Promise<void> {
  const window = Math.floor(Date.now() / 60_000);
  const key = redis.key('address-limit', limit.name, address || 'unknown', String(window));
  const count = (await COUNT_SCRIPT.run(redis.client, [key], [70])) as number;
  if (count > limit.perMinute) throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, limit.code, limit.message);
}
