import { Global, Module } from '@nestjs/common';
import { RealtimeService } from './realtime.service';
import { SocketCensus } from './socket-census';

@Global()
@Module({ providers: [RealtimeService, SocketCensus], exports: [RealtimeService, SocketCensus] })
export class RealtimeModule {}
