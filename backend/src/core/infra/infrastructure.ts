import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import Redis from 'ioredis';
import { databaseName, dropDatabase, ensureDatabaseExists, ensurePostgres, withDatabase } from './postgres';
import { InfraLog } from './process-utils';
import { ensureRedis } from './redis';
import { ensureLocalSecrets } from './secrets';
import { defaultKeyPrefix } from '../config/key-prefix';
import { readSecretFiles } from '../config/secret-files';

export interface Infrastructure {
  databaseUrl: string;
  redisUrl: string;
  keyPrefix: string;
  stop(): Promise<void>;
}

export interface InfrastructureOptions {
  /** A throwaway database and Redis key prefix, removed again by stop(). Used by the tests. */
  ephemeral?: boolean;
  dataDir?: string;
  log?: InfraLog;
}

export function resolveDataDir(): string {
  return resolve(process.env.KEDAI_DATA_DIR ?? '.data');
}

async function deleteKeysWithPrefix(redisUrl: string, prefix: string): Promise<void> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await client.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await client.quit().catch(() => client.disconnect());
  }
}

/**
 * Finds or starts PostgreSQL and Redis by the rules in the README (Prerequisites), and exports what it found as
 * DATABASE_URL, REDIS_URL and KEY_PREFIX for the config to validate.
 */
export async function bringUpInfrastructure(options: InfrastructureOptions = {}): Promise<Infrastructure> {
  const log = options.log ?? ((message: string) => console.log(`[kedai] ${message}`));
  const dataDir = options.dataDir ?? resolveDataDir();
  // Secrets mounted as files (X_FILE) first: every rule below sees them as if they were set directly.
  readSecretFiles();
  ensureLocalSecrets(dataDir, log);
  const postgres = await ensurePostgres(dataDir, log);
  let redis;
  try {
    redis = await ensureRedis(dataDir, log);
  } catch (error) {
    await postgres.stop();
    throw error;
  }

  let databaseUrl = postgres.url;
  let keyPrefix = process.env.KEY_PREFIX ?? defaultKeyPrefix(databaseUrl);
  if (options.ephemeral) {
    const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const throwaway = `${databaseName(postgres.url)}_test_${runId}`;
    await ensureDatabaseExists(postgres.url, throwaway);
    databaseUrl = withDatabase(postgres.url, throwaway);
    keyPrefix = `kedai-test-${runId}`;
  }
  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_URL = redis.url;
  process.env.KEY_PREFIX = keyPrefix;

  return {
    databaseUrl,
    redisUrl: redis.url,
    keyPrefix,
    async stop() {
      if (options.ephemeral) {
        await dropDatabase(postgres.url, databaseName(databaseUrl)).catch((error) =>
          log(`Dropping test database: ${error}`),
        );
        await deleteKeysWithPrefix(redis.url, keyPrefix).catch((error) => log(`Removing test keys: ${error}`));
      }
      await redis.stop();
      await postgres.stop();
    },
  };
}
