import { ArgumentsHost, Catch, HttpException, Logger } from '@nestjs/common';
import { BaseWsExceptionFilter, WsException } from '@nestjs/websockets';
import type { AckResponse, RealtimeError } from '@kedai/contracts';
import { isUnavailable } from '../http/all-exceptions.filter';

function toRealtimeError(exception: unknown): RealtimeError | null {
  if (exception instanceof WsException) {
    const error = exception.getError();
    if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) {
      return { code: String(error.code), message: String(error.message) };
    }
    return { code: 'error', message: String(error) };
  }
  if (exception instanceof HttpException) {
    const body = exception.getResponse();
    if (typeof body === 'object' && body !== null) {
      const { code, message } = body as { code?: unknown; message?: unknown };
      const text = Array.isArray(message) ? message.join(', ') : String(message ?? exception.message);
      return { code: typeof code === 'string' ? code : `http_${exception.getStatus()}`, message: text };
    }
    return { code: `http_${exception.getStatus()}`, message: String(body) };
  }
  return null;
}

/**
 * Answers a failed acknowledged event through its ack as `{ ok: false, error: { code, message } }`
 * (guards' WsExceptions and services' ApiErrors alike). Without an ack, emits `exception` as Nest does.
 */
/** The answer to a socket call while the database or Redis is down: typed, with when to try again. */
export const UNAVAILABLE_ERROR: RealtimeError = {
  code: 'unavailable',
  message: 'Chat is unavailable for a moment. Your message will be sent again shortly.',
  retryAfterMs: 5_000,
};

/** An outage is one run of `unavailable` answers without a minute's gap: logged once, not per call. */
const OUTAGE_GAP_MS = 60_000;

@Catch()
export class WsAckExceptionFilter extends BaseWsExceptionFilter {
  private readonly log = new Logger('WsAckExceptionFilter');
  private lastUnavailableAt = 0;

  override catch(exception: unknown, host: ArgumentsHost) {
    const args = host.getArgs<unknown[]>();
    const ack = args.slice(2).find((arg): arg is (response: AckResponse<never>) => void => typeof arg === 'function');
    let error = toRealtimeError(exception);
    if (!error && isUnavailable(exception)) {
      const now = Date.now();
      if (now - this.lastUnavailableAt > OUTAGE_GAP_MS) {
        const reason = exception instanceof Error ? exception.message : String(exception);
        this.log.warn(`Socket calls answer "unavailable" (the database or Redis is down): ${reason}`);
      }
      this.lastUnavailableAt = now;
      error = UNAVAILABLE_ERROR;
    }
    if (!error) {
      this.log.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      error = { code: 'internal_error', message: 'Something went wrong. Please try again.' };
    }
    if (ack) return ack({ ok: false, error });
    host.switchToWs().getClient<{ emit(event: string, payload: unknown): void }>().emit('exception', error);
  }
}
