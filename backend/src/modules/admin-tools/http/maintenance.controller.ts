import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CleanupCount, CleanupJobView, StorageReport } from '@kedai/contracts';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../audit';
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
  start(@Actor() admin: StaffActor, @Body() body: CleanupRequestDto): Promise<CleanupJobView> {
    return this.maintenance.start(admin, body);
  }

  @Get('cleanups/:jobId')
  view(@Param('jobId') jobId: string): Promise<CleanupJobView> {
    return this.maintenance.view(jobId);
  }
}
