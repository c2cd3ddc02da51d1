import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import type { WhatsappSettingsInput, WhatsappSettingsView, WhatsappTestResult } from '@kedai/contracts';
import { Actor, type StaffActor } from '../../audit';
import { WhatsappSettingsService } from '../services/whatsapp-settings.service';
import { WhatsappTestService } from '../services/whatsapp-test.service';

/** Settings → WhatsApp (admins only): keys write-only, template names, a test message. */
@Controller('admin/channels/whatsapp')
export class WhatsappSettingsController {
  constructor(
    private readonly settings: WhatsappSettingsService,
    private readonly tester: WhatsappTestService,
  ) {}

  @Get('settings')
  view(): Promise<WhatsappSettingsView> {
    return this.settings.view();
  }

  @Put('settings')
  update(@Actor() actor: StaffActor, @Body() body: WhatsappSettingsInput): Promise<WhatsappSettingsView> {
    return this.settings.update(actor, body);
  }

  @Post('test')
  @HttpCode(200)
  test(@Actor() actor: StaffActor, @Body() body: { to?: unknown }): Promise<WhatsappTestResult> {
    return this.tester.send(actor, body?.to);
  }
}
