import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { testEnvironment } from './support/test-env';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built app, started
 * with a throwaway database and Redis key prefix (KEDAI_EPHEMERAL) that it removes when it stops.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}

// Workers re-read this file; they inherit the port the runner chose through the environment.
const port = (process.env.KEDAI_E2E_PORT ??= freePort());
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(__dirname, '..');

export default defineConfig({
  testDir: './e2e',
  outputDir: resolve(root, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // Once, everywhere (CI or not): a browser test that passes only on its retry is reported as "flaky" in the list,
  // with a trace of the retry, instead of failing a whole run on a machine shared with other jobs.
  // KEDAI_E2E_RETRIES=0 shows every first failure.
  retries: Number(process.env.KEDAI_E2E_RETRIES ?? 1),
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node backend/dist/backend/src/main.js',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // Queue alerts checked every half second (30 s by default): test/e2e/queue-alerts.spec.ts waits for them.
    env: { ...testEnvironment(), KEDAI_EPHEMERAL: '1', PORT: port, HOST: '127.0.0.1', QUEUE_ALERT_CHECK_MS: '500' },
  },
});
