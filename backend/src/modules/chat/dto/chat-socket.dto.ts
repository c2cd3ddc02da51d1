import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { LANGUAGES } from '@kedai/contracts';
import type {
  AgentPresenceRequest,
  ChatHistoryRequest,
  ChatJoinRequest,
  ChatMarkReadRequest,
  ChatRateRequest,
  ChatSendRequest,
  ChatSessionRef,
  ChatTypingRequest,
  Language,
} from '@kedai/contracts';
import { isUuid } from '../../../core/database/sql-values';
import { wsCode } from '../../../core/realtime/ws-validation.pipe';

/** Anything that is not a uuid cannot name a session: it answers exactly like a session that does not exist. */
const IsSessionId = () =>
  ValidateBy(
    {
      name: 'isSessionId',
      validator: { validate: (value: unknown) => typeof value === 'string' && isUuid(value) },
      constraints: [],
    },
    { message: 'Chat session not found', context: wsCode('chat_session_not_found') },
  );

/** '' means "not given", as the widget sends it. */
const emptyAsMissing = () => Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

/** Blankness and length are checked by the chat service, with the same messages for REST and sockets. */
const IsMessageText = () => IsString({ message: 'Message cannot be empty', context: wsCode('message_empty') });

const languageRule = {
  message: `language must be one of: ${LANGUAGES.join(', ')}`,
  context: wsCode('invalid_language'),
};

const clientIdRule = {
  message: 'clientId must be a string of up to 100 characters',
  context: wsCode('invalid_client_id'),
};

export class ChatSessionRefDto implements ChatSessionRef {
  @IsSessionId()
  sessionId!: string;
}

/** Lengths are clipped by the service (a long page URL is cut, not refused). */
export class ChatJoinDto implements ChatJoinRequest {
  @IsOptional()
  @emptyAsMissing()
  @IsSessionId()
  sessionId?: string;

  @IsOptional()
  @IsString()
  customerName?: string;

  @IsOptional()
  @IsString()
  customerEmail?: string;

  @IsOptional()
  @IsString()
  orderId?: string;

  @IsOptional()
  @IsString()
  productName?: string;

  @IsOptional()
  @IsString()
  pageUrl?: string;

  @IsOptional()
  @IsIn(LANGUAGES, languageRule)
  language?: Language;
}

export class ChatSendDto implements ChatSendRequest {
  @IsMessageText()
  message!: string;

  @IsSessionId()
  sessionId!: string;

  @IsOptional()
  @IsString(clientIdRule)
  @MaxLength(100, clientIdRule)
  clientId?: string;

  /** The customer's language as they write; agents' sends ignore it. */
  @IsOptional()
  @IsIn(LANGUAGES, languageRule)
  language?: Language;
}

/** agent:send: an agent's message, or with isNote a staff-only note (never delivered to the customer). */
export class AgentSendDto extends ChatSendDto {
  @IsOptional()
  @IsBoolean({ message: 'isNote must be true or false' })
  isNote?: boolean;
}

export class ChatTypingDto extends ChatSessionRefDto implements ChatTypingRequest {
  @IsBoolean({ message: 'isTyping must be true or false' })
  isTyping!: boolean;
}

export class ChatHistoryDto extends ChatSessionRefDto implements ChatHistoryRequest {
  /** An id that is not one of the session's messages gives the whole history. */
  @IsOptional()
  @IsString()
  afterMessageId?: string;
}

const ratingRule = { message: 'Please choose a rating from 1 to 5', context: wsCode('invalid_rating') };

export class ChatRateDto extends ChatSessionRefDto implements ChatRateRequest {
  @IsInt(ratingRule)
  @IsIn([1, 2, 3, 4, 5], ratingRule)
  rating!: number;
}

export class ChatMarkReadDto extends ChatSessionRefDto implements ChatMarkReadRequest {
  @IsOptional()
  @ValidateBy(
    {
      name: 'isMessageId',
      validator: { validate: (value: unknown) => typeof value === 'string' && isUuid(value) },
      constraints: [],
    },
    { message: 'Message not found', context: wsCode('chat_message_not_found') },
  )
  upTo?: string;
}

export class AgentPresenceDto implements AgentPresenceRequest {
  @IsBoolean({ message: 'online must be true or false' })
  online!: boolean;
}
