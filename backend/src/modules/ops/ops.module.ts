import { Module } from '@nestjs/common';
import { OpsMetricsController } from './ops-metrics.controller';
import { OpsMetricsService } from './ops-metrics.service';
import { OpsQueuesController } from './ops-queues.controller';
import { OpsQueuesService } from './ops-queues.service';

@Module({
  controllers: [OpsQueuesController, OpsMetricsController],
  providers: [OpsQueuesService, OpsMetricsService],
})
export class OpsModule {}
