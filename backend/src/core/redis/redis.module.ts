import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { redisConfig } from '../config/configuration';

/** The shared Redis client for counters, locks and caches. Keys go through key() so each run's prefix applies. */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;
  private readonly logger = new Logger('Redis');

  constructor(@Inject(redisConfig.KEY) private readonly config: ConfigType<typeof redisConfig>) {
    // commandTimeout: a hung Redis is a 503 within seconds (REDIS_COMMAND_TIMEOUT_MS), not a hung request.
    this.client = new Redis(config.url, {
      maxRetriesPerRequest: 2,
      enableAutoPipelining: true,
      commandTimeout: config.commandTimeoutMs,
    });
    // Said once per outage (a listener also keeps ioredis from printing "Unhandled error event" on each retry).
    let down = false;
    this.client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      this.logger.warn(`Redis is unreachable: ${error.message}`);
    });
    this.client.on('ready', () => {
      if (down) this.logger.log('Redis is reachable again');
      down = false;
    });
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
