import { Module } from '@nestjs/common';
import { ApiModule } from './api.module';
import { WorkerModule } from './worker.module';

/** One process doing both (the default, and what the tests run). */
@Module({ imports: [ApiModule, WorkerModule] })
export class AllModule {}
