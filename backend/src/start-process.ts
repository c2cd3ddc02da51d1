import { NestFactory } from '@nestjs/core';
import { ConfigType } from '@nestjs/config';
import { Logger } from 'nestjs-pino';
import { appConfig } from './core/config/configuration';
import { createHttpApp } from './core/http/create-http-app';
import { findFreePort } from './core/infra/free-port';
import { startWorkerMetricsListener } from './core/metrics/worker-metrics-listener';
import { currentRole } from './core/queue/role';
import { rootModuleFor } from './root-module';

/** Starts this process's role (ApiModule, WorkerModule or AllModule) and answers a function that stops it. */
export async function startProcess(): Promise<() => Promise<void>> {
  const role = currentRole();
  const rootModule = await rootModuleFor(role);
  if (role === 'worker') {
    const context = await NestFactory.createApplicationContext(rootModule, { bufferLogs: true });
    // Nest's logger is pino, as in the API: what was buffered during boot is printed now, and every
    // processor's warnings (a failed e-mail send, a job that threw) after it.
    context.useLogger(context.get(Logger));
    const metrics = await startWorkerMetricsListener(context);
    console.log('[kedai] Worker started: processing the chat, fulfilment, notifications and maintenance queues');
    if (metrics) console.log(`[kedai] Worker metrics at ${metrics.url}`);
    return async () => {
      await metrics?.close();
      await context.close();
    };
  }
  const app = await createHttpApp(rootModule);
  const config = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  const port = config.port ?? (await findFreePort(3000, config.host));
  process.env.PUBLIC_URL ??= `http://localhost:${port}`;
  await app.listen(port, config.host);
  const what = role === 'all' ? 'Kedai (API and workers)' : 'Kedai API';
  console.log(
    `\n[kedai] ${what} is running at http://localhost:${port}\n[kedai] API docs: http://localhost:${port}/api/docs\n`,
  );
  return () => app.close();
}
