'use strict';
/**
 * Starts the built Kedai app (backend/dist) as a child process on a free 127.0.0.1 port with a
 * throwaway database and Redis prefix (KEDAI_EPHEMERAL=1), and stops it afterwards.
 */
const { spawn } = require('node:child_process');
const { existsSync } = require('node:fs');
const { resolve } = require('node:path');
const { freePort, http, sleep } = require('./common');

const ROOT = resolve(__dirname, '..', '..');
const MAIN = resolve(ROOT, 'backend/dist/backend/src/main.js');
const ADMIN = { email: 'bench-admin@kedai.local', password: 'bench-admin-password' };

/**
 * `clockOffsetMs` (> 0) starts the app that much in the future (bench/lib/shifted-clock.js): a benchmark that must
 * run at a given hour of the shop's day, whatever the hour it is run at.
 */
async function startApp({ env = {}, role = 'all', timeoutMs = 90_000, clockOffsetMs = 0 } = {}) {
  if (!existsSync(MAIN)) throw new Error('backend/dist is missing: run `npm run build -w backend` first');
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: write a V8 CPU profile of the app when it stops (for finding hot spots).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const extra = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const clock = clockOffsetMs > 0 ? ['--require', resolve(__dirname, 'shifted-clock.js')] : [];
  const child = spawn(process.execPath, [...profile, ...extra, ...clock, MAIN, `--role=${role}`], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
      ENCRYPTION_KEY: '07'.repeat(32),
      KEDAI_EPHEMERAL: '1',
      KEDAI_DATA_DIR: resolve(ROOT, '.data/bench'),
      KEDAI_FRONTEND_DIST: resolve(ROOT, '.data/bench/no-frontend'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      // The load comes from one address: the per-address limits would otherwise cap it.
      VISITOR_TOKENS_PER_MINUTE: '1000000',
      CHAT_RATE_LIMIT_PER_ADDRESS: '1000000000',
      ...(clockOffsetMs > 0 && { KEDAI_BENCH_CLOCK_OFFSET_MS: String(clockOffsetMs) }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited while starting:\n${output}`);
    try {
      const ready = await http(base, 'GET', '/api/health/ready');
      if (ready.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The app did not become ready within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(250);
  }
  return {
    base,
    port,
    pid: child.pid,
    admin: ADMIN,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function adminToken(app) {
  const response = await http(app.base, 'POST', '/api/auth/login', { body: app.admin });
  if (response.status !== 200)
    throw new Error(`Admin login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

async function visitorToken(app) {
  const response = await http(app.base, 'POST', '/api/auth/visitor', { body: {} });
  if (response.status !== 200) throw new Error(`Visitor token failed: ${response.status}`);
  return response.body.token;
}

module.exports = { startApp, adminToken, visitorToken, ROOT };
