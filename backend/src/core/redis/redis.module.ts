import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { redisConfig } from '../config/configuration';

/** The shared Redis client for counters, locks and caches. Keys go through key() so each run's prefix applies. */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(@Inject(redisConfig.KEY) private readonly config: ConfigType<typeof redisConfig>) {
    this.client = new Redis(config.url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  }

  key(...parts: string[]): string {
    return [this.config.keyPrefix, ...parts].join(':');
  }

  onApplicationShutdown() {
    this.client.disconnect();
  }
}

@Global()
@Module({ providers: [RedisService], exports: [RedisService] })
export class RedisModule {}
