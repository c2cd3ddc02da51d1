import { createHash } from 'node:crypto';

/**
 * The Redis key prefix when KEY_PREFIX is not set: one per database ("kedai-" and 8 hex digits of its host,
 * port and name, never the password). Processes of one shop share a database and so their queues; two shops
 * (two checkouts on one machine, say) on one Redis never take each other's jobs by accident.
 */
export function defaultKeyPrefix(databaseUrl: string): string {
  let identity = databaseUrl;
  try {
    const url = new URL(databaseUrl);
    identity = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    // Not a URL: the environment check reports it; hash it as given.
  }
  return `kedai-${createHash('sha256').update(identity).digest('hex').slice(0, 8)}`;
}
