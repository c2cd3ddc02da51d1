import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  startWorkerMetricsListener,
  WorkerMetricsListener,
} from '../../backend/src/core/metrics/worker-metrics-listener';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { rootModuleFor } from '../../backend/src/root-module';
import { eventually } from '../support/wait';

const METRICS_TOKEN = `worker-metrics-${randomUUID()}`;
const SETTINGS = ['METRICS_TOKEN', 'WORKER_METRICS_PORT', 'KEDAI_ROLE'] as const;

/** A worker process (the worker role's module, as `--role=worker` starts it) has its own scrape listener. */
describe('ops: worker metrics are scrapeable', () => {
  const previous = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
  let worker: INestApplicationContext;
  let listener: WorkerMetricsListener;

  beforeAll(async () => {
    process.env.METRICS_TOKEN = METRICS_TOKEN;
    process.env.WORKER_METRICS_PORT = '0'; // any free port, on loopback (the default host)
    process.env.KEDAI_ROLE = 'worker';
    worker = await NestFactory.createApplicationContext(await rootModuleFor('worker'), { logger: false });
    listener = (await startWorkerMetricsListener(worker)) as WorkerMetricsListener;
  });
  afterAll(async () => {
    await listener?.close();
    await worker?.close();
    for (const name of SETTINGS) {
      if (previous[name] === undefined) delete process.env[name];
      else process.env[name] = previous[name];
    }
  });

  const scrape = (token?: string) =>
    fetch(listener.url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('listens on loopback and serves only GET /metrics to the metrics token', async () => {
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await scrape()).status).toBe(401);
    expect((await scrape('not-the-metrics-token')).status).toBe(401);
    expect((await fetch(listener.url.replace('/metrics', '/'))).status).toBe(404);
  });

  it('a job run by the worker shows up in its job-duration histogram', async () => {
    // A job only this test enqueues (the repeating sweep runs on its own schedule): a product without backorders.
    const count =
      /^kedai_job_duration_seconds_count\{queue="fulfilment",name="fill-backorders",status="\w+"\} (\d+)$/gm;
    const countNow = async () =>
      [...(await (await scrape(METRICS_TOKEN)).text()).matchAll(count)].reduce((sum, m) => sum + Number(m[1]), 0);
    const before = await countNow();
    await worker
      .get(JobsService)
      .add('fulfilment', 'fill-backorders', { productCode: `NONE${randomUUID().slice(0, 6)}` });
    const after = await eventually(countNow, { until: (now) => now !== before, timeoutMs: 20_000, intervalMs: 200 });
    expect(after).toBe(before + 1);
    const response = await scrape(METRICS_TOKEN);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/kedai_job_duration_seconds_bucket\{[^}]*le="\+Inf"[^}]*name="fill-backorders"[^}]*\} 1/);
    expect(text).toContain('kedai_process_nodejs_eventloop_lag_seconds');
  });

  it('is off unless a port is configured', async () => {
    delete process.env.WORKER_METRICS_PORT;
    const other = await NestFactory.createApplicationContext(await rootModuleFor('worker'), { logger: false });
    try {
      expect(await startWorkerMetricsListener(other)).toBeNull();
    } finally {
      await other.close();
    }
  });
});
