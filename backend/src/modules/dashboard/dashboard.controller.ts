import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { DashboardSummary } from '@kedai/contracts';
import { AdminOnly } from '../../core/security/auth.decorators';
import { DashboardService } from './dashboard.service';

@ApiTags('admin: dashboard')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** This month's orders, revenue and top 5 products (GMT+8), orders awaiting action and low stock. */
  @Get()
  summary(): Promise<DashboardSummary> {
    return this.dashboard.summary();
  }
}
