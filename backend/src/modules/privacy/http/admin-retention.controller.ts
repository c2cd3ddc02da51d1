import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { RetentionReport, RetentionSettingsView } from '@kedai/contracts';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../audit';
import { RetentionSettingsDto } from '../dto/retention-settings.dto';
import { RetentionService } from '../services/retention.service';

/** Settings → Data retention (admins only): the periods, and the dry run of what the daily run would erase. */
@ApiTags('admin: privacy')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/privacy/retention')
export class AdminRetentionController {
  constructor(private readonly retention: RetentionService) {}

  @Get()
  settings(): Promise<RetentionSettingsView> {
    return this.retention.settings();
  }

  @Put()
  update(@Actor() actor: StaffActor, @Body() body: RetentionSettingsDto): Promise<RetentionSettingsView> {
    return this.retention.updateSettings(actor, body.periods);
  }

  @Post('dry-run')
  @HttpCode(200)
  dryRun(): Promise<RetentionReport> {
    return this.retention.dryRun();
  }
}
