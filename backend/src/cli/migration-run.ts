import { cliDataSource } from '../core/database/cli-data-source';
import { bringUpInfrastructure } from '../core/infra/infrastructure';

/** npm run migration:run: applies pending migrations to the database npm start uses. */
async function main() {
  const infra = await bringUpInfrastructure();
  const dataSource = cliDataSource(infra.databaseUrl);
  try {
    await dataSource.initialize();
    const applied = await dataSource.runMigrations();
    console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'No pending migrations.');
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await infra.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
