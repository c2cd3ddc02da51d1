import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

/**
 * One log line per finished request: what pino-http wrote, without what it cost on every request at any
 * level (a child logger, the request serialised, and an AsyncLocalStorage context whose promise hooks then
 * slowed every promise in the process, sockets and queues included). Server errors are also logged, with
 * their stack, by AllExceptionsFilter; health probes are not logged.
 */
export function requestLog(logger: Logger): RequestHandler {
  let lastId = 0;
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.url.startsWith('/api/health')) return next();
    const started = performance.now();
    const id = ++lastId;
    response.once('close', () => {
      const level = response.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id, method: request.method, url: request.originalUrl, remoteAddress: request.ip },
          res: { statusCode: response.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        response.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
