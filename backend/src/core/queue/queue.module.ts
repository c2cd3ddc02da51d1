import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { redisConfig } from '../config/configuration';
import { QUEUE_NAMES } from './job-catalogue';
import { JobsService } from './jobs.service';
import { QueueStats } from './queue-stats.service';
import { redisConnectionOptions } from './redis-connection';

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [redisConfig.KEY],
      useFactory: (redis: ConfigType<typeof redisConfig>) => ({
        connection: redisConnectionOptions(redis.url),
        prefix: `${redis.keyPrefix}:bull`,
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: { age: 24 * 3600, count: 5000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      }),
    }),
    BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
  ],
  providers: [JobsService, QueueStats],
  exports: [BullModule, JobsService, QueueStats],
})
export class QueueModule {}
