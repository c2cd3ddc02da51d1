import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { SystemSettingsView, TestEmailResult } from '@kedai/contracts';
import { AdminOnly } from '../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../audit';
import { SystemSettingsDto } from './dto/system-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('admin: settings')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  get(): Promise<SystemSettingsView> {
    return this.settings.get();
  }

  @Put()
  update(@Actor() actor: StaffActor, @Body() body: SystemSettingsDto): Promise<SystemSettingsView> {
    return this.settings.update(actor, body);
  }

  @Post('test-email')
  @HttpCode(200)
  testEmail(): Promise<TestEmailResult> {
    return this.settings.sendTestEmail();
  }
}
