import { ArgumentsHost, Catch, HttpException, Logger } from '@nestjs/common';
import { BaseWsExceptionFilter, WsException } from '@nestjs/websockets';
import type { AckResponse, RealtimeError } from '@kedai/contracts';

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
@Catch()
export class WsAckExceptionFilter extends BaseWsExceptionFilter {
  private readonly log = new Logger('WsAckExceptionFilter');

  override catch(exception: unknown, host: ArgumentsHost) {
    const args = host.getArgs<unknown[]>();
    const ack = args.slice(2).find((arg): arg is (response: AckResponse<never>) => void => typeof arg === 'function');
    let error = toRealtimeError(exception);
    if (!error) {
      this.log.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      error = { code: 'internal_error', message: 'Something went wrong. Please try again.' };
    }
    if (ack) return ack({ ok: false, error });
    host.switchToWs().getClient<{ emit(event: string, payload: unknown): void }>().emit('exception', error);
  }
}
