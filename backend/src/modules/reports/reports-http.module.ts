import { Module } from '@nestjs/common';
import { ReportsController } from './http/reports.controller';
import { ReportsModule } from './reports.module';

/** GET /api/admin/reports/sales and its CSV. */
@Module({
  imports: [ReportsModule],
  controllers: [ReportsController],
})
export class ReportsHttpModule {}
