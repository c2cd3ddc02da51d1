import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import {
  INBOUND_EMAIL_STATUSES,
  type InboundEmailSettingsInput,
  type InboundEmailSettingsView,
  type InboundEmailStatus,
  type InboundEmailView,
} from '@kedai/contracts';
import { Actor, type StaffActor } from '../../audit';
import { EmailInboundService } from '../services/email-inbound.service';
import { InboundEmailSettingsService } from '../services/inbound-email-settings.service';
import { InboundSmtpListener } from '../services/inbound-smtp-listener';

/**
 * Admins' inbound e-mail (admin only): the list of inbound e-mails (what was posted, refused or quarantined, and
 * why) and Settings → Inbound e-mail (the reply domain, the webhook secret write-only, the listener's state).
 */
@Controller('admin/channels/email')
export class AdminInboundEmailController {
  constructor(
    private readonly inbound: EmailInboundService,
    private readonly settings: InboundEmailSettingsService,
    private readonly listener: InboundSmtpListener,
  ) {}

  @Get('inbound')
  list(@Query('status') status?: string): Promise<InboundEmailView[]> {
    const known = INBOUND_EMAIL_STATUSES.find((value) => value === status);
    return this.inbound.list(known as InboundEmailStatus | undefined);
  }

  @Get('settings')
  view(): Promise<InboundEmailSettingsView> {
    return this.settings.view(this.listener.port());
  }

  @Put('settings')
  async update(@Actor() actor: StaffActor, @Body() body: InboundEmailSettingsInput): Promise<InboundEmailSettingsView> {
    await this.settings.update(actor, body);
    return this.settings.view(this.listener.port());
  }
}
