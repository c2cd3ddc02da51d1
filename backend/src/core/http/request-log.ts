import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { type LogContext, logContextFields, requestIdFrom, runInLogContext } from '../logging/log-context';

const CONTEXT = Symbol('kedai.logContext');
type WithContext = Request & { [CONTEXT]?: LogContext };

/** The log context of a request (its request id, and the order it touched): set by `requestLog`. */
export function requestLogContext(request: Request): LogContext | undefined {
  return (request as WithContext)[CONTEXT];
}

/** Query parameters whose value is a credential: an order's watch token, a link's one-time token, a signature. */
const SECRET_PARAMETER = /^(token|.*_token|signature|sig|secret|password|otp|code_verifier)$/i;
/** An e-mail address in a path segment or a query value, "@" written as is or percent-encoded. */
const EMAIL = /[^/?&=#\s]+(?:@|%40)[^/?&=#\s]*/gi;

/**
 * The URL as the log keeps it: credentials in the query and e-mail addresses (the customer directory's page of a
 * buyer, a search for one) replaced, so that the logs, which are kept and shipped for longer than the data they
 * describe, hold neither a way into an order nor a customer's address.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(EMAIL, '[email]');
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair.replace(EMAIL, '[email]');
      const name = pair.slice(0, equals);
      return `${name}=${SECRET_PARAMETER.test(name) ? '[redacted]' : pair.slice(equals + 1).replace(EMAIL, '[email]')}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * Every request gets its id: the caller's `X-Request-Id` (a proxy's or a client's, when printable and at most 128
 * characters) or a new UUID, answered in `X-Request-Id` and named by every log line of the request, and by every
 * job and outbox entry it causes (core/logging/log-context.ts). Streams (a body being read) call back outside the
 * request's async context, so LogContextInterceptor enters it again before the handler runs.
 *
 * One log line per finished request: what pino-http wrote, without what it cost on every request at any
 * level (a child logger and the request serialised), and with the URL as `loggedUrl` keeps it. Server errors are
 * also logged, with their stack, by AllExceptionsFilter; health probes are not logged.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const context: LogContext = { requestId: requestIdFrom(request.headers['x-request-id']) };
    (request as WithContext)[CONTEXT] = context;
    response.setHeader('X-Request-Id', context.requestId as string);
    if (request.url.startsWith('/api/health')) return runInLogContext(context, next);
    const started = performance.now();
    response.once('close', () => {
      const level = response.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          ...logContextFields(context),
          req: {
            id: context.requestId,
            method: request.method,
            url: loggedUrl(request.originalUrl),
            remoteAddress: request.ip,
          },
          res: { statusCode: response.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        response.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    // The same object, not a copy: an order the request touches (noteInLogContext) is named by its last line too.
    runInLogContext(context, next);
  };
}
