import { hostname } from 'node:os';
import { format } from 'node:util';
import { logContextFields } from './log-context';

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/**
 * In production every line a process writes is one JSON object, like pino's: what libraries print on their own
 * (ioredis's "[ioredis] Unhandled error event", a pg pool error, an SDK's warning, Node's process warnings) and
 * our start and stop banners go through `console` and come out as `{ level, time, pid, hostname, role, msg }`,
 * with the request or job context when there is one. A log collector then never meets a line it cannot parse.
 * Elsewhere (development, tests) nothing changes.
 */
export function jsonConsoleInProduction(role: string, production: boolean): boolean {
  if (!production) return false;
  const base = { pid: process.pid, hostname: hostname(), role };
  const writer =
    (level: keyof typeof LEVELS) =>
    (...args: unknown[]) => {
      const line = {
        level: LEVELS[level],
        time: Date.now(),
        ...base,
        ...logContextFields(),
        msg: format(...args).trim(),
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    };
  console.log = writer('info');
  console.info = writer('info');
  console.debug = writer('debug');
  console.warn = writer('warn');
  console.error = writer('error');
  console.trace = writer('error');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => writer('warn')(`${warning.name}: ${warning.message}`));
  return true;
}
