import { Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeModule } from './realtime.module';

/** The Socket.IO connection gateway (sessions, rooms), in processes that serve HTTP. */
@Module({ imports: [RealtimeModule], providers: [RealtimeGateway] })
export class RealtimeHttpModule {}
