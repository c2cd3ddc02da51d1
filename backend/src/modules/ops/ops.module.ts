import { Module } from '@nestjs/common';
import { OpsQueuesController } from './ops-queues.controller';
import { OpsQueuesService } from './ops-queues.service';

@Module({ controllers: [OpsQueuesController], providers: [OpsQueuesService], exports: [OpsQueuesService] })
export class OpsModule {}
