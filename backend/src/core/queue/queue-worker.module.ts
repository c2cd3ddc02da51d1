import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobCounting } from './job-counting';
import { QueueModule } from './queue.module';
import { WorkerHeartbeat } from './worker-heartbeat.service';

/** What every worker process runs besides its processors: the heartbeat and the completed counters the queue monitor shows. */
@Module({ imports: [QueueModule, DiscoveryModule], providers: [WorkerHeartbeat, JobCounting] })
export class QueueWorkerModule {}
