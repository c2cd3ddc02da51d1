import { DataSource, DataSourceOptions } from 'typeorm';

/** One key for every Kedai process on the database: whoever holds it migrates, the others wait for it. */
const MIGRATION_LOCK = 'kedai:migrations';

/**
 * Opens the data source and brings the schema up to date under a PostgreSQL advisory lock, so processes
 * started at the same moment on an empty database migrate one after another (the later ones find nothing
 * to do) instead of racing on the same CREATE statements. The lock is a session lock on one dedicated
 * connection and ends with it, even if this process dies.
 */
export async function openMigrated(options: DataSourceOptions): Promise<DataSource> {
  // Migrations, and the wait for another process's, may take longer than a request's statement timeout: they run
  // on a data source of their own without the fail-fast limits (`migrationOptions`), then the app's opens.
  const migrator = await new DataSource({ ...migrationOptions(options), migrationsRun: false }).initialize();
  try {
    const lockHolder = migrator.createQueryRunner();
    await lockHolder.connect();
    try {
      await lockHolder.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
      await migrator.runMigrations();
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]).catch(() => undefined);
      await lockHolder.release();
    }
  } finally {
    await migrator.destroy();
  }
  return new DataSource({ ...options, migrationsRun: false }).initialize();
}

/** The same connection without the statement, read and idle-transaction limits, and with a small pool. */
function migrationOptions(options: DataSourceOptions): DataSourceOptions {
  const extra = { ...(options.extra as Record<string, unknown> | undefined) };
  for (const limit of ['statement_timeout', 'query_timeout', 'idle_in_transaction_session_timeout'])
    delete extra[limit];
  return { ...options, extra: { ...extra, max: 2 } } as DataSourceOptions;
}
