import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig } from '../config/configuration';
import { typeormOptions } from './typeorm-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (database: ConfigType<typeof databaseConfig>) => ({
        ...typeormOptions(database.url),
        autoLoadEntities: true,
        // Migrations run at every start; TypeORM skips those already applied.
        migrationsRun: true,
        logging: ['error', 'warn', 'migration'],
      }),
    }),
  ],
})
export class DatabaseModule {}
