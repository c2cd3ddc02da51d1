import { HttpStatus } from '@nestjs/common';
import { unfilledReplyVariables } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { MAX_MESSAGE_LENGTH } from '../entities/chat-message.entity';

export const AUTO_REPLY_SENDER = 'Kedai Support';
export const END_MESSAGE = 'Chat session ended by admin';

/**
 * After an agent answered a conversation, its customer is not told "agents are away" for this long, whatever the
 * clock says: the agent is still there for them (docs/product/chat.md#auto-replies).
 */
export const AWAY_REPLY_QUIET_MINUTES = 30;

export const chatErrors = {
  empty: () => new ApiError(HttpStatus.BAD_REQUEST, 'message_empty', 'Message cannot be empty'),
  tooLong: () =>
    new ApiError(
      HttpStatus.BAD_REQUEST,
      'message_too_long',
      `Message is too long (maximum ${MAX_MESSAGE_LENGTH} characters)`,
    ),
  ended: () => new ApiError(HttpStatus.CONFLICT, 'chat_ended', 'This chat has ended'),
  notFound: () => new ApiError(HttpStatus.NOT_FOUND, 'chat_session_not_found', 'Chat session not found'),
  channelWindowClosed: () =>
    new ApiError(
      HttpStatus.CONFLICT,
      'whatsapp_window_closed',
      'The customer last wrote on WhatsApp more than 24 hours ago: WhatsApp only lets you send an approved template now',
    ),
  tooFast: () =>
    new ApiError(
      HttpStatus.TOO_MANY_REQUESTS,
      'chat_rate_limited',
      'You are sending messages too fast. Please wait a moment.',
    ),
  identity: () =>
    new ApiError(HttpStatus.UNAUTHORIZED, 'chat_identity_required', 'Please refresh the page to start a chat.'),
  notEnded: () =>
    new ApiError(HttpStatus.CONFLICT, 'chat_not_ended', 'You can rate the service once the chat has ended'),
  badRating: () => new ApiError(HttpStatus.BAD_REQUEST, 'invalid_rating', 'Please choose a rating from 1 to 5'),
};

/** Blank or whitespace-only text is refused; the rest is kept as typed (ends trimmed), HTML included, as text. */
export function validateMessageText(raw: unknown): string {
  if (typeof raw !== 'string') throw chatErrors.empty();
  const text = raw.trim();
  if (text.length === 0) throw chatErrors.empty();
  if (text.length > MAX_MESSAGE_LENGTH) throw chatErrors.tooLong();
  return text;
}

/**
 * An agent's text, which must not carry a quick reply's placeholder left unfilled (`{order_id}` when the chat had
 * no order): the customer would read it as it is (docs/product/chat.md#quick-replies).
 */
export function validateAgentText(raw: unknown): string {
  const text = validateMessageText(raw);
  const [unfilled] = unfilledReplyVariables(text);
  if (unfilled) {
    throw new ApiError(
      HttpStatus.BAD_REQUEST,
      'reply_variable_unfilled',
      `Replace {${unfilled}} with its value before sending: the customer would read it as it is.`,
    );
  }
  return text;
}

export function validateClientId(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.length > 100) {
    throw new ApiError(
      HttpStatus.BAD_REQUEST,
      'invalid_client_id',
      'clientId must be a string of up to 100 characters',
    );
  }
  return raw;
}
