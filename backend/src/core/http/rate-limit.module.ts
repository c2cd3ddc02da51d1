import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ThrottlerModule } from '@nestjs/throttler';
import { authConfig, redisConfig } from '../config/configuration';
import { redisConnectionOptions } from '../queue/redis-connection';

/** Counters in Redis, so every API process shares one limit; a provider, so it disconnects at shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: ThrottlerStorageRedisService,
      inject: [redisConfig.KEY],
      useFactory: (redis: ConfigType<typeof redisConfig>) =>
        new ThrottlerStorageRedisService({
          ...redisConnectionOptions(redis.url),
          maxRetriesPerRequest: 2,
          commandTimeout: redis.commandTimeoutMs,
          keyPrefix: `${redis.keyPrefix}:throttle:`,
        }),
    },
  ],
  exports: [ThrottlerStorageRedisService],
})
class RateLimitStorageModule {}

/** Per-address request limits; routes opt in with @UseGuards(ThrottlerGuard). */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [authConfig.KEY, ThrottlerStorageRedisService],
      useFactory: (auth: ConfigType<typeof authConfig>, storage: ThrottlerStorageRedisService) => ({
        throttlers: [{ name: 'auth', ttl: 60_000, limit: auth.rateLimitPerMinute }],
        storage,
        errorMessage: 'Too many attempts. Please wait a minute and try again.',
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
