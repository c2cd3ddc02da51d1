import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from '../../backend/src/core/infra/free-port';
import { eventually } from '../support/wait';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The proxy settings the compose stack uses too (deploy/nginx/default.conf includes the same file). */
const PROXY_SETTINGS = resolve(__dirname, '../../deploy/nginx/kedai-proxy.conf');

export interface Nginx {
  url: string;
  /** The error log so far, for a failing test's message. */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx on a free loopback port in front of the given API addresses (round robin), with every
 * path it writes (pid, logs, temp files) in a temporary folder so it runs as any user. Each answer names
 * the API that served it in `X-Kedai-Upstream` (the test's addition; the compose config has none).
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'kedai-nginx-'));
  // Worker processes run as "nobody" when the master is root: they need to reach the temp folders.
  chmodSync(dir, 0o755);
  const port = await findFreePort(0, '127.0.0.1');
  const config = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream kedai_api {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    add_header X-Kedai-Upstream $upstream_addr always;
    include ${PROXY_SETTINGS};
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  // No nginx at that path: say so (npm test's pretest installs Debian's package; NGINX_PATH points elsewhere).
  child.on('error', (error) => stderr.push(`${NGINX}: ${error.message}\n`));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const errorLog = () => {
    try {
      return stderr.join('') + readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return stderr.join('');
    }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null || child.pid === undefined) throw new Error('nginx exited');
        return fetch(`${url}/api/health/ready`)
          .then((response) => response.ok)
          .catch(() => false);
      },
      { timeoutMs: 10_000, intervalMs: 100, what: 'nginx answering' },
    );
  } catch {
    if (child.exitCode === null && child.pid !== undefined) child.kill('SIGKILL');
    const log = errorLog();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start:\n${log}`);
  }
  return {
    url,
    errorLog,
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
