import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CleanupCount, CleanupJobView, StorageReport } from '@kedai/contracts';
import { AdminOnly, CurrentUser } from '../../../core/security/auth.decorators';
import type { UserPrincipal } from '../../../core/security/principal';
import { CleanupRequestDto } from '../dto/cleanup-request.dto';
import { MaintenanceService } from '../services/maintenance.service';

@ApiTags('admin: tools')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/tools/maintenance')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Get('storage')
  storage(): Promise<StorageReport> {
    return this.maintenance.storage();
  }

  @Post('dry-run')
  @HttpCode(200)
  dryRun(@Body() body: CleanupRequestDto): Promise<CleanupCount> {
    return this.maintenance.count(body);
  }

  @Post('cleanups')
  @HttpCode(202)
  start(@CurrentUser() admin: UserPrincipal, @Body() body: CleanupRequestDto): Promise<CleanupJobView> {
    return this.maintenance.start(admin.userId, body);
  }

  @Get('cleanups/:jobId')
  view(@Param('jobId') jobId: string): Promise<CleanupJobView> {
    return this.maintenance.view(jobId);
  }
}
