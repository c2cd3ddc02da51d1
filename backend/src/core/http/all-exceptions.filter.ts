import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiErrorBody } from './api-error';
import { readableUploadMessage } from './uploaded-file';
import { requestLogContext } from './request-log';
import { runInLogContext } from '../logging/log-context';

// 57014: a statement ended by statement_timeout (or cancelled); 57P01/57P03: the server shutting down or starting.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57014', '57P01', '57P03', '53300']);
/** How long a client is asked to wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = 5;

/** A dependency that is down (database, Redis) is a 503 the client may retry, not a bug. */
export function isUnavailable(exception: unknown): boolean {
  const error = exception as { code?: string; driverError?: { code?: string }; message?: string };
  const code = error?.driverError?.code ?? error?.code;
  return (
    (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) ||
    // node-postgres giving up on a link that stopped answering, or on a free connection; ioredis giving up.
    /Connection is closed|Connection terminated|max retries per request|Query read timeout|timeout exceeded when trying to connect|Command timed out/i.test(
      error?.message ?? '',
    )
  );
}

function fromHttpException(exception: HttpException): ApiErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode: status, message: response };
  const body = response as Partial<ApiErrorBody> & { message?: string | string[]; error?: string };
  const message = Array.isArray(body.message) ? body.message.join('; ') : (body.message ?? exception.message);
  const unrouted = status === 404 && !body.code ? /^Cannot (\w+) (\S+)/.exec(message) : null;
  if (unrouted) {
    const path = unrouted[2].split('?')[0];
    return {
      statusCode: status,
      code: 'route_not_found',
      message: `Nothing answers ${unrouted[1]} ${path}: check the address.`,
    };
  }
  const uploadMessage = status < 500 && !body.code ? readableUploadMessage(message) : null;
  if (uploadMessage) return { statusCode: status, message: uploadMessage, code: 'unreadable_upload' };
  return { statusCode: status, message, code: body.code, errors: body.errors, params: body.params };
}

/** One error shape for every route: { statusCode, message, code?, errors?, params? }. Only real faults are 500s. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    let body: ApiErrorBody;
    if (exception instanceof HttpException) {
      body = fromHttpException(exception);
    } else if (isUnavailable(exception)) {
      body = {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        code: 'service_unavailable',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      };
    } else {
      body = {
        statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      };
    }
    if (body.statusCode >= 500) {
      // Named by the request's id (and order), as its other lines: the filter runs outside its async context.
      runInLogContext(requestLogContext(request) ?? {}, () =>
        this.logger.error(
          `${request.method} ${request.originalUrl} failed`,
          (exception as Error)?.stack ?? String(exception),
        ),
      );
    }
    if (response.headersSent) return;
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE)
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.status(body.statusCode).json(body);
  }
}
