import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { RedisService } from '../../../core/redis/redis.module';

/** How long a version read may take before the catalogue is answered from the database instead. */
const READ_TIMEOUT_MS = 100;
const RETRY_BUMP_MS = 1_000;

/**
 * The catalogue's version, shared by every process through Redis: a random token replaced after any product,
 * price, option or stock change is committed (`bump`). Cached catalogue answers are kept under the version
 * they were built at, and every request reads the current one (`current`), so a change made by any process is
 * seen by the next request everywhere. A token, not a counter: a Redis that lost its data never gives an old
 * version back. When Redis is unreachable `current` answers null and the catalogue is read from the database.
 */
@Injectable()
export class CatalogVersionService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogVersionService.name);
  private readonly key: string;
  /** A bump Redis refused (it was down): retried until it is written, and nothing is cached meanwhile. */
  private bumpPending = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly redis: RedisService) {
    this.key = redis.key('catalog', 'version');
    this.redis.client.on('ready', () => {
      if (this.bumpPending) void this.bump();
    });
  }

  /** A process that starts (after a migration, say) never trusts answers cached before it. */
  async onApplicationBootstrap(): Promise<void> {
    await this.bump();
  }

  /** The current version, or null (cache nothing) when Redis cannot say at once. */
  async current(): Promise<string | null> {
    if (this.bumpPending || this.redis.client.status !== 'ready') return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const version = await Promise.race([
        this.redis.client.get(this.key),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS);
        }),
      ]);
      if (version) return version;
      // No version yet (a new or emptied Redis): set one unless another process just did.
      const fresh = randomUUID();
      const set = await this.redis.client.set(this.key, fresh, 'NX');
      return set === 'OK' ? fresh : await this.redis.client.get(this.key);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Replaces the version: every process's cached catalogue answers are out of date from now on. */
  async bump(): Promise<void> {
    this.bumpPending = true;
    try {
      if (this.redis.client.status !== 'ready') throw new Error(`Redis is ${this.redis.client.status}`);
      await this.redis.client.set(this.key, randomUUID());
      this.bumpPending = false;
    } catch (error) {
      this.logger.warn(`Catalogue version not bumped yet, retrying: ${(error as Error).message}`);
      this.retryTimer ??= setTimeout(() => {
        this.retryTimer = null;
        if (this.bumpPending) void this.bump();
      }, RETRY_BUMP_MS);
      this.retryTimer.unref();
    }
  }
}
