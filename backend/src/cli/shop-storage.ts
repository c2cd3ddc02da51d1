import { storageConfig } from '../core/config/configuration';
import { readSecretFiles } from '../core/config/secret-files';
import { resolveDataDir } from '../core/infra/infrastructure';
import { ensurePostgres, runningEmbeddedUrl } from '../core/infra/postgres';
import { ensureLocalSecrets } from '../core/infra/secrets';
import { LocalDiskDriver } from '../core/storage/local-disk.driver';
import { StorageDriver } from '../core/storage/storage-driver';

export interface ShopData {
  databaseUrl: string;
  storage: StorageDriver;
  close(): Promise<void>;
}

/**
 * The database and the uploads' storage as the app would find them, without Redis (a backup needs none, and
 * bringing up Infrastructure could stop the redis-server a running `npm start` started): DATABASE_URL, else the
 * embedded PostgreSQL a running `npm start` serves, else the embedded cluster of KEDAI_DATA_DIR, started here.
 */
export async function openShopData(log: (message: string) => void): Promise<ShopData> {
  const dataDir = resolveDataDir();
  readSecretFiles();
  ensureLocalSecrets(dataDir, log);
  if (!process.env.DATABASE_URL) {
    const running = runningEmbeddedUrl(dataDir);
    if (running) process.env.DATABASE_URL = running;
  }
  const postgres = await ensurePostgres(dataDir, log);
  // The storage settings are validated with the rest of the environment, which names a Redis; none is used here.
  const redisUrl = process.env.REDIS_URL;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  let config: ReturnType<typeof storageConfig>;
  try {
    process.env.DATABASE_URL ??= postgres.url;
    config = storageConfig();
  } catch (error) {
    await postgres.stop();
    throw error;
  } finally {
    if (redisUrl === undefined) delete process.env.REDIS_URL;
  }
  const storage: StorageDriver & { close?(): void } = config.s3
    ? new (await import('../core/storage/s3.driver')).S3Driver(config.s3)
    : new LocalDiskDriver(config.uploadDir);
  return {
    databaseUrl: postgres.url,
    storage,
    close: async () => {
      storage.close?.();
      await postgres.stop();
    },
  };
}

export function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}
