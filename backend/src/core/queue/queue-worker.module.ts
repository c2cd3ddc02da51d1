import { Module } from '@nestjs/common';
import { QueueModule } from './queue.module';
import { WorkerHeartbeat } from './worker-heartbeat.service';

/** What every worker process runs besides its processors: the heartbeat the queue monitor shows. */
@Module({ imports: [QueueModule], providers: [WorkerHeartbeat] })
export class QueueWorkerModule {}
