import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../http/api-error';
import type { RedisService } from './redis.module';

export interface AddressLimit {
  /** What is counted, part of the key (e.g. 'visitor-tokens'). */
  name: string;
  perMinute: number;
  code: string;
  message: string;
}

/**
 * Counts one use by a client address in a fixed one-minute window shared by every process, and refuses
 * with a 429 past the limit.
 */
export async function countAddressUse(redis: RedisService, address: string, limit: AddressLimit): Promise<void> {
  const window = Math.floor(Date.now() / 60_000);
  const key = redis.key('address-limit', limit.name, address || 'unknown', String(window));
  const [[, count]] = (await redis.client.multi().incr(key).expire(key, 70).exec()) as [[unknown, number]];
  if (count > limit.perMinute) throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, limit.code, limit.message);
}
