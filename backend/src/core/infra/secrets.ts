import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InfraLog } from './process-utils';

interface LocalSecrets {
  JWT_SECRET: string;
  ENCRYPTION_KEY: string;
}

/**
 * Outside production, secrets that are not configured are generated once and kept in
 * <dataDir>/secrets.json (mode 600), so tokens and encrypted data survive a restart.
 * Production must configure them explicitly (config validation says so).
 */
export function ensureLocalSecrets(dataDir: string, log: InfraLog): void {
  if (process.env.NODE_ENV === 'production') return;
  if (process.env.JWT_SECRET && process.env.ENCRYPTION_KEY) return;
  const file = join(dataDir, 'secrets.json');
  let secrets: LocalSecrets;
  if (existsSync(file)) {
    secrets = JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  } else {
    secrets = { JWT_SECRET: randomBytes(48).toString('base64url'), ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    log(`Generated local secrets in ${file}`);
  }
  process.env.JWT_SECRET ??= secrets.JWT_SECRET;
  process.env.ENCRYPTION_KEY ??= secrets.ENCRYPTION_KEY;
}
