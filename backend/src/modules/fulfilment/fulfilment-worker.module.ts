import { Module } from '@nestjs/common';
import { FulfilmentModule } from './fulfilment.module';
import { FulfilmentProcessor } from './fulfilment.processor';
import { MaintenanceProcessor } from './maintenance.processor';
import { SweepSchedule } from './sweep-schedule';

/** The fulfilment and maintenance queues' processors, and the sweep's schedule. */
@Module({ imports: [FulfilmentModule], providers: [FulfilmentProcessor, MaintenanceProcessor, SweepSchedule] })
export class FulfilmentWorkerModule {}
