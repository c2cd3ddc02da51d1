import { Global, Module } from '@nestjs/common';
import { servesHttp } from '../queue/role';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';

@Global()
@Module({
  providers: [RealtimeService, ...(servesHttp() ? [RealtimeGateway] : [])],
  exports: [RealtimeService],
})
export class RealtimeModule {}
