import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsISO8601, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** Length and blankness are checked by the chat service, with the chat's own messages. */
export class AgentMessageDto {
  @ApiProperty({ maxLength: 2000 })
  @IsString({ message: 'Message cannot be empty' })
  message!: string;

  @ApiPropertyOptional({ description: 'Sender-chosen id; a resend with the same id is stored once' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  clientId?: string;
}

export class AdminAutoReplyDto {
  @ApiProperty()
  @IsString({ message: 'Message cannot be empty' })
  message!: string;

  @ApiPropertyOptional({ description: 'The rule answered with, when it is one of ours' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  ruleId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  ruleName?: string;
}

export class AutoReplyTestDto {
  @ApiProperty()
  @IsString({ message: 'Message cannot be empty' })
  message!: string;

  @ApiPropertyOptional({ description: 'Test the product-keyword stage as a chat tied to this order', maxLength: 20 })
  @IsOptional()
  @IsString({ message: 'Order ID must be text' })
  @MaxLength(20, { message: 'Order not found' })
  orderId?: string;

  @ApiPropertyOptional({ description: 'Test as if the message arrived at this time (ISO 8601), e.g. after hours' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Time must be an ISO 8601 date, e.g. 2026-11-24T15:00:00Z' })
  at?: string;
}

export class CustomerSendMessageDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  customerName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  customerEmail?: string;

  @ApiProperty({ maxLength: 2000 })
  @IsString({ message: 'Message cannot be empty' })
  message!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  orderId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  productName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  pageUrl?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  clientId?: string;
}

export class ListSessionsQuery {
  @ApiPropertyOptional({ description: 'Matches name, e-mail or order id' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  unreadOnly?: 'true' | 'false';
}

export class MessagesAfterQuery {
  @ApiPropertyOptional({ description: 'Only messages after this message id' })
  @IsOptional()
  @IsUUID()
  after?: string;
}
