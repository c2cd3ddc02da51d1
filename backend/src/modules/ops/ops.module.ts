import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { UsersModule } from '../users';
import { QueueAlertsAnnouncer } from './alerts/queue-alerts.announcer';
import { QueueAlertsService } from './alerts/queue-alerts.service';
import { QueueAlert } from './entities/queue-alert.entity';
import { QueueAlertThreshold } from './entities/queue-alert-threshold.entity';
import { OpsMetricsService } from './ops-metrics.service';
import { OpsQueuesService } from './ops-queues.service';

@Module({
  imports: [AuditModule, UsersModule, TypeOrmModule.forFeature([QueueAlert, QueueAlertThreshold])],
  providers: [OpsQueuesService, OpsMetricsService, QueueAlertsService, QueueAlertsAnnouncer],
  exports: [OpsQueuesService, OpsMetricsService, QueueAlertsService],
})
export class OpsModule {}
