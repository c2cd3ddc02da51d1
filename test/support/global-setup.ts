import { resolve } from 'node:path';
import type { Config } from '@jest/types';
import { bringUpInfrastructure, Infrastructure } from '../../backend/src/core/infra/infrastructure';
import { ensureDatabaseExists } from '../../backend/src/core/infra/postgres';
import { testEnvironment } from './test-env';
import { RUN_DATABASE_URL, RUN_KEY_PREFIX, RUN_WORKERS, workerSettings } from './workers';

declare global {
  var kedaiTestInfrastructure: Infrastructure | undefined;
}

/**
 * PostgreSQL and Redis for the run, and one throwaway database and Redis key prefix per jest worker: files that
 * run at the same time in two workers never see each other's rows, queues, counters or uploads. Each test
 * file's process picks its worker's (test/support/worker-env.ts); global-teardown removes them all.
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig) {
  Object.assign(process.env, testEnvironment());
  const infrastructure = await bringUpInfrastructure({
    ephemeral: true,
    dataDir: resolve(process.env.KEDAI_DATA_DIR as string),
    log: (message) => console.log(`\n[test infra] ${message}`),
  });
  globalThis.kedaiTestInfrastructure = infrastructure;
  const workers = Math.max(1, globalConfig.maxWorkers);
  process.env[RUN_DATABASE_URL] = infrastructure.databaseUrl;
  process.env[RUN_KEY_PREFIX] = infrastructure.keyPrefix;
  process.env[RUN_WORKERS] = String(workers);
  await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const { serverUrl, database } = workerSettings(index + 1);
      return ensureDatabaseExists(serverUrl, database);
    }),
  );
}
