import { resolve } from 'node:path';
import { bringUpInfrastructure, Infrastructure } from '../../backend/src/core/infra/infrastructure';
import { testEnvironment } from './test-env';

declare global {
  var kedaiTestInfrastructure: Infrastructure | undefined;
}

export default async function globalSetup() {
  Object.assign(process.env, testEnvironment());
  globalThis.kedaiTestInfrastructure = await bringUpInfrastructure({
    ephemeral: true,
    dataDir: resolve(process.env.KEDAI_DATA_DIR as string),
    log: (message) => console.log(`\n[test infra] ${message}`),
  });
}
