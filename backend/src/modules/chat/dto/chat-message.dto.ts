import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsISO8601,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  CONVERSATION_CHANNELS,
  CHAT_STATUS_FILTERS,
  type ConversationChannel,
  LANGUAGES,
  type AssignChatRequest,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatStatusFilter,
  type Language,
} from '@kedai/contracts';

const languageRule = { message: `language must be one of: ${LANGUAGES.join(', ')}` };

/** Length and blankness are checked by the chat service, with the chat's own messages. */
export class AgentMessageDto {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH })
  @IsString({ message: 'Message cannot be empty' })
  message!: string;

  @ApiPropertyOptional({ description: 'Sender-chosen id; a resend with the same id is stored once' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  clientId?: string;

  @ApiPropertyOptional({ description: 'A staff-only note: stored for agents, never delivered to the customer' })
  @IsOptional()
  @IsBoolean({ message: 'isNote must be true or false' })
  isNote?: boolean;
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

  @ApiPropertyOptional({ enum: LANGUAGES, description: "The customer's language: the reply is shown in it" })
  @IsOptional()
  @IsIn(LANGUAGES, languageRule)
  language?: Language;
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

  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH })
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

  @ApiPropertyOptional({ enum: LANGUAGES, description: "The customer's language; the session remembers it" })
  @IsOptional()
  @IsIn(LANGUAGES, languageRule)
  language?: Language;
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

  @ApiPropertyOptional({ enum: CHAT_STATUS_FILTERS, description: 'open = waiting or active; default all' })
  @IsOptional()
  @IsIn(CHAT_STATUS_FILTERS, { message: `status must be one of ${CHAT_STATUS_FILTERS.join(', ')}` })
  status?: ChatStatusFilter;

  @ApiPropertyOptional({ description: 'me (the caller), none (unassigned) or a staff member id' })
  @IsOptional()
  @Matches(/^(me|none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
    message: 'assignee must be me, none or a staff member id',
  })
  assignee?: string;

  @ApiPropertyOptional({ description: 'Only conversations carrying this label (its id)' })
  @IsOptional()
  @IsUUID('all', { message: 'label must be a label id' })
  label?: string;

  @ApiPropertyOptional({
    enum: CONVERSATION_CHANNELS,
    description: 'Only conversations on this channel (email: web conversations the customer answered by e-mail)',
  })
  @IsOptional()
  @IsIn(CONVERSATION_CHANNELS, { message: `channel must be one of ${CONVERSATION_CHANNELS.join(', ')}` })
  channel?: ConversationChannel;
}

export class ChatSearchQuery {
  @ApiProperty({ description: 'Words to find in message text (2 to 100 characters)' })
  @IsOptional()
  @IsString({ message: 'Type what to search for' })
  q?: string;
}

export class ChatLabelDto {
  @ApiProperty({ maxLength: 40 })
  @IsOptional()
  @IsString({ message: 'A label needs a name' })
  name?: string;

  @ApiProperty({ description: 'One of the palette colours, or a hex colour dark enough for white text' })
  @IsOptional()
  @IsString({ message: 'A colour is a hex colour like #175CD3' })
  colour?: string;
}

export class AssignChatDto implements AssignChatRequest {
  @ApiProperty({ nullable: true, description: 'A staff member id; null unassigns' })
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'assigneeId must be a staff member id or null' })
  assigneeId!: string | null;
}

export class MessagesAfterQuery {
  @ApiPropertyOptional({ description: 'Only messages after this message id' })
  @IsOptional()
  @IsUUID()
  after?: string;
}

export class MissedMessagesQuery {
  @ApiPropertyOptional({ description: 'Only customer messages after this message id (the newest the agent saw)' })
  @IsOptional()
  @IsUUID('all', { message: 'after must be a message id' })
  after?: string;

  @ApiPropertyOptional({ description: 'Without `after`: only customer messages stored after this time (ISO 8601)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'since must be an ISO 8601 date, e.g. 2026-11-24T15:00:00Z' })
  since?: string;
}

export class OrderChatsQuery {
  @ApiProperty({ description: 'Order ids, comma-separated (at most 100)' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((id) => id.trim().toUpperCase())
          .filter(Boolean)
      : value,
  )
  @IsArray({ message: 'orderIds must be order ids separated by commas' })
  @ArrayMaxSize(100, { message: 'At most 100 order ids at once' })
  @IsString({ each: true })
  @MaxLength(20, { each: true, message: 'orderIds must be order ids separated by commas' })
  orderIds!: string[];
}
