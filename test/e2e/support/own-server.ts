import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { testEnvironment } from '../../support/test-env';
import { eventually } from '../../support/wait';

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/**
 * A Kedai server of a spec's own, for settings the shared browser-test server cannot have (a payment gateway's or
 * WhatsApp's keys pointed at a stub): the built app with a throwaway database under `dataDir` (the shared server
 * holds the one under .data/test). Answers its base URL and how to stop it.
 */
export async function startOwnServer(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['backend/dist/backend/src/main.js'], {
    cwd: resolve(__dirname, '..', '..', '..'),
    env: {
      ...process.env,
      ...testEnvironment(),
      KEDAI_EPHEMERAL: '1',
      KEDAI_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await eventually(async () => (await fetch(`${base}/api/health`)).ok, {
    timeoutMs: 150_000,
    intervalMs: 200,
    what: 'the server',
  });
  return {
    base,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
