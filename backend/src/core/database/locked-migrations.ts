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
  const dataSource = await new DataSource({ ...options, migrationsRun: false }).initialize();
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    await dataSource.runMigrations();
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]).catch(() => undefined);
    await lockHolder.release();
  }
  return dataSource;
}
