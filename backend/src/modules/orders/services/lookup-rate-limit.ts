import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ordersConfig } from '../../../core/config/configuration';
import { ApiError } from '../../../core/http/api-error';
import { RedisService } from '../../../core/redis/redis.module';

/** Guest lookups (order id, e-mail, codes, the installation guide) per client address: ORDER_LOOKUPS_PER_MINUTE. */
@Injectable()
export class LookupRateLimit {
  constructor(
    private readonly redis: RedisService,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
  ) {}

  /** A fixed one-minute window per client address; 429 past the limit. */
  async count(address: string): Promise<void> {
    const window = Math.floor(Date.now() / 60_000);
    const key = this.redis.key('orders', 'lookups', address || 'unknown', String(window));
    const count = await this.redis.client.incr(key);
    if (count === 1) await this.redis.client.expire(key, 70);
    if (count > this.config.lookupsPerMinute) {
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'too_many_lookups',
        'Too many lookups. Please wait a minute and try again.',
      );
    }
  }
}
