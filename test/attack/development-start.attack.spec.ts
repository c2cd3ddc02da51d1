import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { findFreePort } from '../../backend/src/core/infra/free-port';
import { testEnvironment } from '../support/test-env';
import { eventually } from '../support/wait';
import { emptyDatabase } from './processes';

const MAIN = resolve(__dirname, '../../backend/dist/backend/src/main.js');

/**
 * `npm start` on a developer's machine (issue 36 item 1): logs are readable lines, not JSON, and quiet (warnings
 * and errors, no per-request or start-up chatter) unless LOG_LEVEL asks for more; on the first start the generated
 * admin password is printed after the "is running at" banner, where it is not scrolled away, and it signs in.
 */
describe('attack: a development start', () => {
  let database: { url: string; drop: () => Promise<void> };
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    database = await emptyDatabase('kedai_dev');
  });

  afterAll(async () => {
    await stop?.();
    await database.drop();
  });

  it('prints readable, quiet logs and the first admin password last, and that password signs in', async () => {
    const port = await findFreePort(0, '127.0.0.1');
    // The tests' environment without what a developer would not set: no LOG_LEVEL, no admin password.
    const { LOG_LEVEL: _level, ADMIN_PASSWORD: _password, ...testEnv } = { ...process.env, ...testEnvironment() };
    const child = spawn(process.execPath, [MAIN, '--role=all'], {
      env: {
        ...testEnv,
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        KEY_PREFIX: `dev-${randomUUID().slice(0, 8)}`,
        HOST: '127.0.0.1',
        PORT: String(port),
        ADMIN_EMAIL: 'first.admin@kedai.test',
        KEDAI_FRONTEND_DIST: resolve(__dirname, 'no-frontend'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    stop = async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    };
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));

    await eventually(
      () => {
        if (child.exitCode !== null) throw new Error(`Kedai exited with ${child.exitCode}:\n${stdout}`);
        return stdout.includes('This password is shown only once');
      },
      { timeoutMs: 90_000, intervalMs: 100, what: 'the first admin password printed' },
    );

    const running = stdout.indexOf('is running at');
    const box = stdout.indexOf('First admin created: first.admin@kedai.test');
    expect(running).toBeGreaterThan(-1);
    expect(box).toBeGreaterThan(running);
    const password = /Password: (\S+)/.exec(stdout.slice(box))?.[1] ?? '';
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/admin-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'first.admin@kedai.test', password }),
    });
    expect(login.status).toBe(200);

    // Readable and quiet: not one JSON line, no info-level line (Nest's route mapping, each request).
    const lines = stdout.split('\n').filter((line) => line.trim() !== '');
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    expect(lines.filter((line) => /\bINFO\b/.test(line))).toEqual([]);
    expect(stdout).not.toMatch(/Mapped \{/);
  }, 120_000);
});
