import { Module } from '@nestjs/common';
import { OpsModule } from '../ops';
import { FulfilmentModule } from './fulfilment.module';
import { FulfilmentProcessor } from './jobs/fulfilment.processor';
import { MaintenanceProcessor } from './jobs/maintenance.processor';
import { SalesRollupSchedule, SweepSchedule } from './jobs/sweep-schedule';

/** The fulfilment and maintenance queues' processors, and the sweep's schedule. */
@Module({
  imports: [FulfilmentModule, OpsModule],
  providers: [FulfilmentProcessor, MaintenanceProcessor, SweepSchedule, SalesRollupSchedule],
})
export class FulfilmentWorkerModule {}
