import { Module } from '@nestjs/common';
import { AdminStatusController } from './admin-status.controller';
import { HealthController } from './health.controller';
import { HealthModule } from './health.module';

/** GET /api/health (and /live, /ready) and the staff-only GET /api/admin/status. */
@Module({
  imports: [HealthModule],
  controllers: [HealthController, AdminStatusController],
})
export class HealthHttpModule {}
