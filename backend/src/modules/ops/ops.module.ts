import { Module } from '@nestjs/common';
import { OpsMetricsService } from './ops-metrics.service';
import { OpsQueuesService } from './ops-queues.service';

@Module({
  providers: [OpsQueuesService, OpsMetricsService],
  exports: [OpsQueuesService, OpsMetricsService],
})
export class OpsModule {}
