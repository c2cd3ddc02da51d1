import { Module } from '@nestjs/common';
import { PushProcessor } from './jobs/push.processor';
import { PushModule } from './push.module';

/** The push queue's processor (worker role). */
@Module({ imports: [PushModule], providers: [PushProcessor] })
export class PushWorkerModule {}
