import { Module } from '@nestjs/common';
import { FulfilmentModule } from './fulfilment.module';
import { FulfilmentProcessor } from './fulfilment.processor';
import { MaintenanceProcessor } from './maintenance.processor';

/** The fulfilment and maintenance queues' processors. */
@Module({ imports: [FulfilmentModule], providers: [FulfilmentProcessor, MaintenanceProcessor] })
export class FulfilmentWorkerModule {}
