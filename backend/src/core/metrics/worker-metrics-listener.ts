import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../config/configuration';
import { MetricsService } from './metrics.service';

export interface WorkerMetricsListener {
  /** Where it listens, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** With a METRICS_TOKEN configured, only `Authorization: Bearer <METRICS_TOKEN>` may scrape; without one, anyone who can reach it. */
function allowed(request: IncomingMessage, token: string | undefined): boolean {
  if (!token) return true;
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return !!match && timingSafeEqual(digest(match[1] as string), digest(token));
}

/**
 * A worker process has no HTTP server, so its metrics (job durations above all) get a tiny listener of
 * their own: GET /metrics in Prometheus text, on WORKER_METRICS_HOST:WORKER_METRICS_PORT. Off (null)
 * unless the port is configured. Started by start-process.ts for the worker role only.
 */
export async function startWorkerMetricsListener(
  context: INestApplicationContext,
): Promise<WorkerMetricsListener | null> {
  const config = context.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  const { port, host } = config.workerMetrics;
  if (port === undefined) return null;
  const metrics = context.get(MetricsService);
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      return;
    }
    if (!allowed(request, config.metricsToken)) {
      response
        .writeHead(401, { 'Content-Type': 'text/plain' })
        .end('Metrics need the metrics token (Authorization: Bearer <METRICS_TOKEN>).\n');
      return;
    }
    metrics
      .text()
      .then(({ contentType, body }) => response.writeHead(200, { 'Content-Type': contentType }).end(body))
      .catch((error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`Metrics could not be read: ${String(error)}\n`);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
