import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { typeormOptions } from './typeorm-options';

/** The data source the migration commands use: entities found on disk instead of through Nest modules. */
export function cliDataSource(url: string): DataSource {
  return new DataSource({
    ...typeormOptions(url),
    entities: [join(__dirname, '..', '..', '{core,modules}', '**', 'entities', '*.entity{.ts,.js}')],
    logging: ['error', 'migration'],
  });
}
