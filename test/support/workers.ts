import { resolve } from 'node:path';
import { databaseName, withDatabase } from '../../backend/src/core/infra/postgres';

/** Where globalSetup leaves the run's database, key prefix and worker count for the workers to read. */
export const RUN_DATABASE_URL = 'KEDAI_TEST_RUN_DATABASE_URL';
export const RUN_KEY_PREFIX = 'KEDAI_TEST_RUN_KEY_PREFIX';
export const RUN_WORKERS = 'KEDAI_TEST_RUN_WORKERS';

/** The jest worker this process is (1 when running in band). */
export function currentWorker(): number {
  return Number(process.env.JEST_WORKER_ID ?? '1');
}

/** Worker n's own database, Redis key prefix and upload folder, all named after the run. */
export function workerSettings(worker: number) {
  const runUrl = process.env[RUN_DATABASE_URL];
  const runPrefix = process.env[RUN_KEY_PREFIX];
  if (!runUrl || !runPrefix)
    throw new Error('The test run was not set up: jest runs test/support/global-setup.ts first');
  const database = `${databaseName(runUrl)}_w${worker}`;
  const keyPrefix = `${runPrefix}-w${worker}`;
  return {
    serverUrl: runUrl,
    database,
    databaseUrl: withDatabase(runUrl, database),
    keyPrefix,
    uploadDir: resolve(process.env.KEDAI_DATA_DIR ?? '.data/test', 'uploads', keyPrefix),
  };
}
