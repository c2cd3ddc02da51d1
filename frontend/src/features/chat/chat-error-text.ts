import { i18n } from '@/lib/i18n/i18n';
import { RealtimeAckError } from '@/lib/socket-client';

/**
 * The errors a customer can meet in the chat, by the server's code (and the client's own `ack_timeout`).
 * The English texts are the server's own words; any other error is shown as the server worded it.
 */
const SERVER_ERRORS = {
  ack_timeout: 'errors.server.ack_timeout',
  chat_busy: 'errors.server.chat_busy',
  chat_ended: 'errors.server.chat_ended',
  chat_identity_required: 'errors.server.chat_identity_required',
  chat_not_ended: 'errors.server.chat_not_ended',
  chat_rate_limited: 'errors.server.chat_rate_limited',
  chat_session_not_found: 'errors.server.chat_session_not_found',
  invalid_rating: 'errors.server.invalid_rating',
  message_empty: 'errors.server.message_empty',
  message_too_long: 'errors.server.message_too_long',
  transcript_no_email: 'errors.server.transcript_no_email',
  transcript_rate_limited: 'errors.server.transcript_rate_limited',
  unavailable: 'errors.server.unavailable',
} as const;

const isKnownCode = (code: string): code is keyof typeof SERVER_ERRORS => Object.hasOwn(SERVER_ERRORS, code);

/** What to tell the customer about a failed chat action, in their language; `fallback` when it is no Error. */
export function chatErrorText(error: unknown, fallback: string): string {
  if (error instanceof RealtimeAckError && isKnownCode(error.code)) {
    return i18n.t(SERVER_ERRORS[error.code], { ns: 'chat' });
  }
  return error instanceof Error ? error.message : fallback;
}
