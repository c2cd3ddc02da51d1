import { cliDataSource } from '../core/database/cli-data-source';
import { openMigrated } from '../core/database/locked-migrations';
import { bringUpInfrastructure } from '../core/infra/infrastructure';

/**
 * npm run migration:run (and the compose stack's one-shot `migrate` service): applies pending migrations
 * to the database npm start uses, under the same advisory lock as every starting process, so it never races
 * an API or worker that starts at the same moment. Each applied migration is logged.
 */
async function main() {
  const infra = await bringUpInfrastructure();
  try {
    const dataSource = await openMigrated(cliDataSource(infra.databaseUrl).options);
    await dataSource.destroy();
    console.log('Migrations are up to date.');
  } finally {
    await infra.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
