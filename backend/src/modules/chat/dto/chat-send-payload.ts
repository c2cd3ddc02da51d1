import { HttpStatus } from '@nestjs/common';
import { isIn, maxLength } from 'class-validator';
import { LANGUAGES, type ChatSendRequest } from '@kedai/contracts';
import { isUuid } from '../../../core/database/sql-values';
import { ApiError } from '../../../core/http/api-error';

const refuse = (code: string, message: string) => new ApiError(HttpStatus.BAD_REQUEST, code, message);
const missing = (value: unknown) => value === undefined || value === null;

/**
 * The customer's `chat:send` payload, checked by hand on the hot path: the same rules, first error and
 * answers as ChatSendDto under WsValidationPipe (chat-send-payload.spec.ts holds them equal), without
 * class-transformer and class-validator's metadata walk for every message. `body` is what the pipe passes
 * on: an object (anything else read as `{}`) already checked for NUL bytes and broken text.
 */
export function parseChatSend(body: unknown): ChatSendRequest {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { message, sessionId, clientId, language } = payload;
  if (typeof message !== 'string') throw refuse('message_empty', 'Message cannot be empty');
  if (typeof sessionId !== 'string' || !isUuid(sessionId)) {
    throw refuse('chat_session_not_found', 'Chat session not found');
  }
  if (!missing(clientId) && (typeof clientId !== 'string' || !maxLength(clientId, 100))) {
    throw refuse('invalid_client_id', 'clientId must be a string of up to 100 characters');
  }
  if (!missing(language) && !isIn(language, [...LANGUAGES])) {
    throw refuse('invalid_language', `language must be one of: ${LANGUAGES.join(', ')}`);
  }
  const request: ChatSendRequest = { message, sessionId };
  if ('clientId' in payload) request.clientId = clientId as string;
  if ('language' in payload) request.language = language as ChatSendRequest['language'];
  return request;
}
