import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/security/auth.decorators';
import { HealthService, type StaffStatus } from './health.service';

@ApiTags('admin: ops')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/status')
export class AdminStatusController {
  constructor(private readonly health: HealthService) {}

  /** Staff only: database and Redis with latencies, draining, live workers, every queue's depth and age. */
  @Get()
  status(): Promise<StaffStatus> {
    return this.health.staffStatus();
  }
}
