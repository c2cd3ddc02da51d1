import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { findFreePort } from './free-port';
import { findOnPath, InfraLog, InfrastructureError, isProcessAlive, isRunningAsRoot, sleep } from './process-utils';

export interface RedisHandle {
  url: string;
  stop(): Promise<void>;
}

const LOCAL_DEFAULT = 'redis://127.0.0.1:6379';

export async function redisAnswers(url: string, timeoutMs = 700): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function installWithApt(log: InfraLog): string | null {
  if (!isRunningAsRoot() || !findOnPath('apt-get')) return null;
  log('redis-server was not found: installing it with apt-get (Debian package redis-server)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
  } catch {
    return null;
  }
  return findOnPath('redis-server');
}

function stopStaleServer(pidFile: string): void {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) process.kill(pid, 'SIGTERM');
}

async function startLocalServer(binary: string, dataDir: string, log: InfraLog): Promise<RedisHandle> {
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const pidFile = join(dir, 'redis.pid');
  stopStaleServer(pidFile);
  const port = await findFreePort(6380, '127.0.0.1');
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--pidfile', pidFile].concat([
      '--appendonly',
      'yes',
      '--save',
      '',
      '--daemonize',
      'no',
      '--logfile',
      'redis.log',
    ]),
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) break;
    if (await redisAnswers(url, 300)) {
      log(`Started redis-server on 127.0.0.1:${port} (data in ${dir})`);
      return {
        url,
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new InfrastructureError(`redis-server (${binary}) did not start; see ${join(dir, 'redis.log')}`);
}

/**
 * REDIS_URL when set; otherwise a Redis already answering on 127.0.0.1:6379; otherwise redis-server
 * from PATH (installed with apt-get when running as root on Debian) on a free port; otherwise one clear error.
 */
export async function ensureRedis(dataDir: string, log: InfraLog): Promise<RedisHandle> {
  const configured = process.env.REDIS_URL;
  if (configured) return { url: configured, stop: async () => undefined };
  if (await redisAnswers(LOCAL_DEFAULT)) return { url: LOCAL_DEFAULT, stop: async () => undefined };

  const binary = findOnPath('redis-server') ?? installWithApt(log);
  if (!binary) {
    throw new InfrastructureError(
      'Kedai needs Redis and none was found. Any one of these works:\n' +
        '  - install it with your package manager (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis)\n' +
        '  - run one in Docker on this machine only: docker run -d -p 127.0.0.1:6379:6379 redis:7\n' +
        '  - point Kedai at a running Redis: REDIS_URL=redis://host:6379 npm start',
    );
  }
  return startLocalServer(binary, dataDir, log);
}
