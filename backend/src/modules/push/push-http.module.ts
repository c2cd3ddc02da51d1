import { Module } from '@nestjs/common';
import { PushController } from './http/push.controller';
import { PushModule } from './push.module';

/** The staff's push endpoints (API role). */
@Module({ imports: [PushModule], controllers: [PushController] })
export class PushHttpModule {}
