import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { DashboardModule } from './dashboard.module';

/** GET /api/admin/dashboard. */
@Module({
  imports: [DashboardModule],
  controllers: [DashboardController],
})
export class DashboardHttpModule {}
