import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** Compiled: dist/backend/src/core/database -> dist/migrations. Under jest: backend/src/core/database -> migrations. */
const MIGRATIONS_GLOB = join(__dirname, '..', '..', '..', '..', 'migrations', '*{.ts,.js}');

export function typeormOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    extra: { max: 20 },
  };
}
