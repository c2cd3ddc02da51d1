import { NestFactory } from '@nestjs/core';
import { ConfigType } from '@nestjs/config';
import { Logger } from 'nestjs-pino';
import { appConfig } from './core/config/configuration';
import { productionConfigProblems, strictConfig } from './core/config/production-check';
import { createHttpApp } from './core/http/create-http-app';
import { findFreePort } from './core/infra/free-port';
import { DrainState } from './core/lifecycle/drain-state';
import { StartupNotices } from './core/lifecycle/startup-notices';
import { startWorkerMetricsListener } from './core/metrics/worker-metrics-listener';
import { currentRole } from './core/queue/role';
import { rootModuleFor } from './root-module';

/** Starts this process's role (ApiModule, WorkerModule or AllModule) and answers a function that stops it. */
export async function startProcess(): Promise<() => Promise<void>> {
  const role = currentRole();
  // Read before PUBLIC_URL gets its local default below.
  const problems = productionConfigProblems(process.env);
  if (problems.length > 0 && strictConfig(process.env)) {
    throw new Error(`Kedai cannot start (KEDAI_STRICT_CONFIG=true):\n- ${problems.join('\n- ')}`);
  }
  problems.forEach((problem) => console.warn(`[kedai] Warning: ${problem}`));
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
  // Only addresses that answer: the API docs are off in production unless API_DOCS=true.
  const docs = config.apiDocs ? `[kedai] API docs: http://localhost:${port}/api/docs\n` : '';
  console.log(`\n[kedai] ${what} is running at http://localhost:${port}\n${docs}`);
  // Last, so it is what stays on the screen: the first admin's generated password.
  for (const notice of app.get(StartupNotices).takeAll()) console.log(notice);
  return async () => {
    // Drain: readiness answers 503 while this process still serves, then the listener closes.
    if (config.shutdownDrainMs > 0) {
      app.get(DrainState).start();
      console.log(`[kedai] Draining: readiness answers 503 for ${config.shutdownDrainMs / 1000} s before closing`);
      await new Promise((done) => setTimeout(done, config.shutdownDrainMs));
    }
    await app.close();
  };
}
