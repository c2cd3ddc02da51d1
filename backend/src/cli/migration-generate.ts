import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cliDataSource } from '../core/database/cli-data-source';
import { bringUpInfrastructure } from '../core/infra/infrastructure';

/**
 * npm run migration:generate -- AddThing
 * Migrates a throwaway database to the latest migration, compares it with the entities and writes
 * migrations/<timestamp>-AddThing.ts with the difference.
 */
async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    throw new Error('Give the migration a PascalCase name: npm run migration:generate -- AddOrderTimeline');
  }
  const infra = await bringUpInfrastructure({ ephemeral: true });
  const dataSource = cliDataSource(infra.databaseUrl);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log('The entities match the migrations: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const quote = (query: string) => '`' + query.replace(/`/g, '\\`') + '`';
    const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
    const down = sql.downQueries
      .reverse()
      .map((q) => `    await queryRunner.query(${quote(q.query)});`)
      .join('\n');
    const file = resolve(join('migrations', `${timestamp}-${name}.ts`));
    writeFileSync(
      file,
      `import { MigrationInterface, QueryRunner } from 'typeorm';\n\n` +
        `export class ${name}${timestamp} implements MigrationInterface {\n` +
        `  name = '${name}${timestamp}';\n\n` +
        `  public async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n` +
        `  public async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
    );
    console.log(`Wrote ${file}`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await infra.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
