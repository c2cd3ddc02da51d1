import { rm } from 'node:fs/promises';
import Redis from 'ioredis';
import { dropDatabase } from '../../backend/src/core/infra/postgres';
import { RUN_WORKERS, workerSettings } from './workers';

async function deleteKeys(redisUrl: string, prefixes: string[]): Promise<void> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for (const prefix of prefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        if (keys.length) await client.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    await client.quit().catch(() => client.disconnect());
  }
}

/** Removes every worker's database, keys and uploads, then the run's own (and stops what globalSetup started). */
export default async function globalTeardown() {
  const workers = Array.from({ length: Number(process.env[RUN_WORKERS] ?? '0') }, (_, i) => workerSettings(i + 1));
  const log = (what: string) => (error: unknown) => console.log(`\n[test infra] Removing ${what}: ${String(error)}`);
  for (const worker of workers) {
    await dropDatabase(worker.serverUrl, worker.database).catch(log(worker.database));
    await rm(worker.uploadDir, { recursive: true, force: true }).catch(log(worker.uploadDir));
  }
  const redisUrl = globalThis.kedaiTestInfrastructure?.redisUrl;
  if (redisUrl) {
    await deleteKeys(
      redisUrl,
      workers.map((worker) => worker.keyPrefix),
    ).catch(log('the workers’ Redis keys'));
  }
  await globalThis.kedaiTestInfrastructure?.stop();
}
