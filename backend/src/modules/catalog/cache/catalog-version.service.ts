import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { RedisService } from '../../../core/redis/redis.module';

/** How long a version read may take before the catalogue is answered from the database instead. */
const READ_TIMEOUT_MS = 100;
const RETRY_BUMP_MS = 1_000;

/**
 * The catalogue's version, shared by every process through Redis: a random token replaced after any product,
 * price, option or stock change is committed (`bump`). Cached catalogue answers are kept under the version
 * they were built at, so a change made by any process is seen by the next request everywhere. A token, not a
 * counter: a Redis that lost its data never gives an old version back. When Redis is unreachable `current`
 * answers null and the catalogue is read from the database.
 *
 * Each bump is also published, and every process listens: while its subscription is up it knows the version
 * without asking Redis (`known`), which is what lets the catalogue be answered before the HTTP pipeline. When
 * the subscription drops, what it knew is forgotten (a bump may have been missed) and versions are read again.
 */
@Injectable()
export class CatalogVersionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogVersionService.name);
  private readonly key: string;
  private readonly channel: string;
  private readonly subscriber: Redis;
  /** A bump Redis refused (it was down): retried until it is written, and nothing is cached meanwhile. */
  private bumpPending = false;
  private retryTimer: NodeJS.Timeout | null = null;
  /** The version as last heard on the channel (or read while subscribed); null when not to be trusted. */
  private heard: string | null = null;
  private subscribed = false;
  /** Counts what was heard, so a read that started before a newer version was heard does not overwrite it. */
  private heardCount = 0;

  constructor(private readonly redis: RedisService) {
    this.key = redis.key('catalog', 'version');
    this.channel = redis.key('catalog', 'version-changed');
    this.redis.client.on('ready', () => {
      if (this.bumpPending) void this.bump();
    });
    this.subscriber = redis.client.duplicate({
      maxRetriesPerRequest: null,
      enableAutoPipelining: false,
      commandTimeout: undefined,
    });
    this.subscriber.on('error', () => undefined); // the main client reports Redis outages
    this.subscriber.on('close', () => this.forget());
    this.subscriber.on('message', (_channel: string, version: string) => {
      this.heardCount += 1;
      this.heard = version;
    });
  }

  /** A process that starts (after a migration, say) never trusts answers cached before it. */
  async onApplicationBootstrap(): Promise<void> {
    const listen = () => {
      // After a reconnect nothing heard before is trusted until the subscription is back.
      this.forget();
      void this.subscriber.subscribe(this.channel).then(
        () => (this.subscribed = true),
        () => undefined,
      );
    };
    this.subscriber.on('ready', listen);
    if (this.subscriber.status === 'ready') listen();
    await this.bump();
  }

  onApplicationShutdown(): void {
    this.subscriber.disconnect();
  }

  /** The version without a round trip, or null when the subscription cannot vouch for it. */
  known(): string | null {
    if (!this.subscribed || this.bumpPending || this.redis.client.status !== 'ready') return null;
    return this.heard;
  }

  /** The current version, or null (cache nothing) when Redis cannot say at once. */
  async current(): Promise<string | null> {
    const known = this.known();
    if (known) return known;
    if (this.bumpPending || this.redis.client.status !== 'ready') return null;
    const heardBefore = this.heardCount;
    const wasSubscribed = this.subscribed;
    let timer: NodeJS.Timeout | undefined;
    try {
      let version = await Promise.race([
        this.redis.client.get(this.key),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS);
        }),
      ]);
      if (!version) {
        // No version yet (a new or emptied Redis): set one unless another process just did.
        const fresh = randomUUID();
        const set = await this.redis.client.set(this.key, fresh, 'NX');
        version = set === 'OK' ? fresh : await this.redis.client.get(this.key);
      }
      // Trusted from now on only when the subscription was up for the whole read and heard nothing newer.
      if (version && wasSubscribed && this.subscribed && this.heardCount === heardBefore) this.heard = version;
      return version;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Replaces the version: every process's cached catalogue answers are out of date from now on. */
  async bump(): Promise<void> {
    this.bumpPending = true;
    const version = randomUUID();
    try {
      if (this.redis.client.status !== 'ready') throw new Error(`Redis is ${this.redis.client.status}`);
      await this.redis.client.multi().set(this.key, version).publish(this.channel, version).exec();
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

  private forget(): void {
    this.subscribed = false;
    this.heard = null;
    this.heardCount += 1;
  }
}
