import { Controller, Get, Query } from '@nestjs/common';
import { INBOUND_EMAIL_STATUSES, type InboundEmailStatus, type InboundEmailView } from '@kedai/contracts';
import { EmailInboundService } from '../services/email-inbound.service';

/** Admins' list of inbound e-mails: what was posted, refused or quarantined, and why (admin only). */
@Controller('admin/channels/email')
export class AdminInboundEmailController {
  constructor(private readonly inbound: EmailInboundService) {}

  @Get('inbound')
  list(@Query('status') status?: string): Promise<InboundEmailView[]> {
    const known = INBOUND_EMAIL_STATUSES.find((value) => value === status);
    return this.inbound.list(known as InboundEmailStatus | undefined);
  }
}
