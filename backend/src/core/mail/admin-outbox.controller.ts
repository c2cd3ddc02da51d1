import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminOnly } from '../security/auth.decorators';
import { OutboundEmail, OutboundEmailStatus } from './entities/outbound-email.entity';
import { MailService } from './mail.service';

export class ListOutboxQuery {
  @ApiPropertyOptional({ enum: ['queued', 'sent', 'kept', 'failed'] })
  @IsOptional()
  @IsIn(['queued', 'sent', 'kept', 'failed'], { message: 'status must be queued, sent, kept or failed' })
  status?: OutboundEmailStatus;

  @ApiPropertyOptional({ description: 'e.g. an order id' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  relatedId?: string;
}

/** The admin's view of every e-mail: what was sent, what is kept because no SMTP is configured, what failed. */
@ApiTags('admin: outbox')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/outbox')
export class AdminOutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  list(@Query() query: ListOutboxQuery): Promise<OutboundEmail[]> {
    return this.mail.list(query);
  }
}
