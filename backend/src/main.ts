import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { PROCESS_ROLES, ProcessRole, validateEnvironment } from './core/config/environment';
import { keepHeapNearLive } from './core/infra/heap';
import { bringUpInfrastructure } from './core/infra/infrastructure';
import { takeOverEmbeddedPostgresShutdown } from './core/infra/postgres';
import { InfrastructureError } from './core/infra/process-utils';
import { jsonConsoleInProduction } from './core/logging/json-console';

function roleFromArgs(): ProcessRole {
  const flag = process.argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  const role = flag ?? process.env.KEDAI_ROLE ?? 'all';
  if (!(PROCESS_ROLES as readonly string[]).includes(role)) {
    throw new InfrastructureError(`Unknown role "${role}": use one of ${PROCESS_ROLES.join(', ')}`);
  }
  return role as ProcessRole;
}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  keepHeapNearLive();
  process.env.KEDAI_ROLE = roleFromArgs();
  // Production: every line JSON, banners and libraries' own console output included.
  jsonConsoleInProduction(process.env.KEDAI_ROLE, process.env.NODE_ENV === 'production');
  const infra = await bringUpInfrastructure({ ephemeral: process.env.KEDAI_EPHEMERAL === '1' });
  const running: { stop?: () => Promise<void> } = {};

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[kedai] ${signal} received: finishing in-flight work and shutting down`);
    // 15 s to stop, after the drain period (SHUTDOWN_DRAIN_SECONDS) in which readiness answers 503.
    const drainMs = await import('./core/config/configuration')
      .then(({ shutdownDrainMs }) => shutdownDrainMs(validateEnvironment(process.env)))
      .catch(() => 0);
    const force = setTimeout(() => process.exit(1), 15_000 + drainMs).unref();
    let code = 0;
    try {
      // An API drains in its stop (start-process.ts): readiness 503 for SHUTDOWN_DRAIN_SECONDS, then the close.
      await running.stop?.();
      await infra.stop();
      console.log('[kedai] Stopped cleanly');
    } catch (error) {
      console.error('[kedai] Error while shutting down:', error);
      code = 1;
    } finally {
      clearTimeout(force);
      process.exit(code);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // From here on the database is stopped by shutdown(), after the app has drained.
  takeOverEmbeddedPostgresShutdown();

  // Imported after the role and infrastructure are settled: modules read them when they load.
  const { startProcess } = await import('./start-process');
  running.stop = await startProcess();
}

main().catch((error: unknown) => {
  if (
    error instanceof InfrastructureError ||
    (error instanceof Error && error.message.startsWith('Kedai cannot start'))
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
