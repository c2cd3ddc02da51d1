import { Module } from '@nestjs/common';
import { OpsQueuesController } from './ops-queues.controller';
import { OpsMetricsController } from './ops-metrics.controller';
import { OpsModule } from './ops.module';

/** The queue monitor and the metrics endpoint. */
@Module({
  imports: [OpsModule],
  controllers: [OpsQueuesController, OpsMetricsController],
})
export class OpsHttpModule {}
