import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { findFreePort } from '../../backend/src/core/infra/free-port';
import { testEnvironment } from '../support/test-env';
import { eventually } from '../support/wait';

const MAIN = resolve(__dirname, '../../backend/dist/backend/src/main.js');

export interface KedaiProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr (also shown in the test's output). */
  errors: string[];
  /** What the process wrote to stdout (its pino log lines at LOG_LEVEL, and its banners). */
  output: string[];
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A real Kedai process (the built app) on the run's database and Redis, for crash tests: it can be
 * killed with SIGKILL like a machine that dies. Needs `npm run build` first (npm test builds).
 */
export async function startKedai(
  role: 'api' | 'worker' | 'all',
  env: Record<string, string> = {},
): Promise<KedaiProcess> {
  // A given PORT (a restarted process taking its old place behind a load balancer) or any free one.
  const port = env.PORT ? Number(env.PORT) : await findFreePort(0, '127.0.0.1');
  const child = spawn(process.execPath, [MAIN, `--role=${role}`], {
    env: {
      ...process.env,
      ...testEnvironment(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      KEDAI_FRONTEND_DIST: resolve(__dirname, 'no-frontend'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    errors.push(chunk.toString());
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  if (role !== 'worker') {
    // A minute and a half: a loaded machine (CI beside other jobs) boots several processes slowly.
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`Kedai (${role}) exited with ${child.exitCode}`);
        return fetch(`${url}/api/health/ready`)
          .then((r) => r.ok)
          .catch(() => false);
      },
      { timeoutMs: 90_000, intervalMs: 100, what: `Kedai (${role}) ready` },
    );
  } else {
    // A worker has no HTTP port: it is ready once it says its queues are being processed.
    await eventually(
      () => {
        if (child.exitCode !== null) throw new Error(`Kedai (worker) exited with ${child.exitCode}`);
        return output.join('').includes('Worker started');
      },
      { timeoutMs: 90_000, what: 'the worker started' },
    );
  }
  return {
    url,
    child,
    errors,
    output,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * An empty database of its own on the run's server (a first start: migrations, first admin), and how to remove it.
 * `url` is its connection string for DATABASE_URL.
 */
export async function emptyDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  const server = new URL(process.env.DATABASE_URL as string);
  const onServer = async (sql: string) => {
    const admin = new Client({ connectionString: server.toString() });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  return { url, drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
