import { Module } from '@nestjs/common';
import { QueueAlertsController } from './alerts/queue-alerts.controller';
import { OpsQueuesController } from './ops-queues.controller';
import { OpsMetricsController } from './ops-metrics.controller';
import { OpsModule } from './ops.module';
import { OpsWorkersController } from './ops-workers.controller';

/** The queue monitor and the metrics endpoint. */
@Module({
  imports: [OpsModule],
  controllers: [OpsQueuesController, OpsMetricsController, OpsWorkersController, QueueAlertsController],
})
export class OpsHttpModule {}
