import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** Compiled: dist/backend/src/core/database -> dist/migrations. Under jest: backend/src/core/database -> migrations. */
const MIGRATIONS_GLOB = join(__dirname, '..', '..', '..', '..', 'migrations', '*{.ts,.js}');

/** Fail-fast limits of the app's connections (DB_*_TIMEOUT_MS); none for migrations and the CLI. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

/**
 * node-postgres options for them: the server ends a statement or an idle transaction that runs too long, and the
 * client stops waiting for an answer 500 ms after the statement timeout (a link that stopped answering: no error
 * ever comes from the server) or for a connection after connectMs. The all-exceptions filter makes those a 503.
 */
export function timeoutOptions(timeouts: DatabaseTimeouts): Record<string, number | boolean> {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 500,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
  };
}

export function typeormOptions(url: string, timeouts?: DatabaseTimeouts): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    extra: {
      max: 20,
      // No JIT compilation: the app's statements are short, and for the few the planner thinks costly (a report
      // over 10,000 conversations) compiling took 0.7 s of a 1.4 s answer that runs in 0.25 s without it.
      options: '-c jit=off',
      ...(timeouts && timeoutOptions(timeouts)),
    },
  };
}
