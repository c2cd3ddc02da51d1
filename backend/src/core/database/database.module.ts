import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { databaseConfig } from '../config/configuration';
import { openMigrated } from './locked-migrations';
import { typeormOptions } from './typeorm-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (database: ConfigType<typeof databaseConfig>) => ({
        ...typeormOptions(database.url, database.timeouts),
        autoLoadEntities: true,
        logging: ['error', 'warn', 'migration'],
      }),
      // Migrations run at every start, one process at a time (advisory lock); applied ones are skipped.
      dataSourceFactory: (options) => openMigrated(options as DataSourceOptions),
    }),
  ],
})
export class DatabaseModule {}
