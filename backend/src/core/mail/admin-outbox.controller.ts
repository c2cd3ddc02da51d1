import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OUTBOUND_EMAIL_STATUSES, type OutboundEmailView } from '@kedai/contracts';
import { ApiError } from '../http/api-error';
import { AdminOnly } from '../security/auth.decorators';
import type { OutboundEmailStatus } from './entities/outbound-email.entity';
import { MailService, toOutboundEmailView } from './mail.service';

export class ListOutboxQuery {
  @ApiPropertyOptional({ enum: OUTBOUND_EMAIL_STATUSES })
  @IsOptional()
  @IsIn(OUTBOUND_EMAIL_STATUSES, { message: 'status must be queued, sent, kept or failed' })
  status?: OutboundEmailStatus;

  @ApiPropertyOptional({ description: 'e.g. an order id' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  relatedId?: string;

  @ApiPropertyOptional({ description: 'recipient, subject or order id' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

/** The admin's view of every e-mail: what was sent, what is kept because no SMTP is configured, what failed. */
@ApiTags('admin: outbox')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/outbox')
export class AdminOutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  async list(@Query() query: ListOutboxQuery): Promise<OutboundEmailView[]> {
    return (await this.mail.list(query, 200)).map(toOutboundEmailView);
  }

  /** Sends the e-mail again as a new outbox entry. */
  @Post(':id/resend')
  @HttpCode(201)
  async resend(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND })) id: string,
  ): Promise<OutboundEmailView> {
    const email = await this.mail.resend(id);
    if (!email) throw new ApiError(HttpStatus.NOT_FOUND, 'email_not_found', 'E-mail not found');
    return toOutboundEmailView(email);
  }
}
