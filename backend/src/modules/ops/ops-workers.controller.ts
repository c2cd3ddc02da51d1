import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { LiveWorker } from '@kedai/contracts';
import { AdminOnly } from '../../core/security/auth.decorators';
import { OpsQueuesService } from './ops-queues.service';

@ApiTags('admin: ops')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/workers')
export class OpsWorkersController {
  constructor(private readonly queues: OpsQueuesService) {}

  /** The worker processes alive now, as the queue screen lists them. */
  @Get()
  list(): Promise<LiveWorker[]> {
    return this.queues.liveWorkers();
  }
}
