import { hostname } from 'node:os';
import Redis from 'ioredis';
import { defaultKeyPrefix } from '../core/config/key-prefix';
import { readSecretFiles } from '../core/config/secret-files';

/**
 * A container's healthcheck (docker-compose.yml), run inside the container of the process it checks:
 * - `--role=api`: the API's readiness (/api/health/ready on PORT answers 200);
 * - `--role=worker`: this host's worker process beats (its heartbeat key, refreshed every 5 s, is in Redis).
 * Exit code 0 healthy, 1 not.
 */
async function apiReady(): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/health/ready`, {
    signal: AbortSignal.timeout(4000),
  });
  return response.ok;
}

async function workerBeats(): Promise<boolean> {
  readSecretFiles();
  const { REDIS_URL, DATABASE_URL, KEY_PREFIX } = process.env;
  if (!REDIS_URL || !DATABASE_URL) throw new Error('REDIS_URL and DATABASE_URL must be set');
  const prefix = KEY_PREFIX || defaultKeyPrefix(DATABASE_URL);
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
  try {
    await redis.connect();
    const pattern = `${prefix}:workers:heartbeat:${hostname()}-*`;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length > 0) return true;
      cursor = next;
    } while (cursor !== '0');
    return false;
  } finally {
    redis.disconnect();
  }
}

const role = process.argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
(role === 'worker' ? workerBeats() : apiReady()).then(
  (healthy) => process.exit(healthy ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
