import { Module } from '@nestjs/common';
import { QueueAlertsSchedule } from './alerts/queue-alerts-schedule';
import { OpsModule } from './ops.module';

/** The worker's part of ops: the queue-alert check's schedule (the maintenance processor runs the check). */
@Module({ imports: [OpsModule], providers: [QueueAlertsSchedule] })
export class OpsWorkerModule {}
