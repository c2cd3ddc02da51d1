import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { requestLogContext } from '../http/request-log';
import { type LogContext, requestIdFrom, runInLogContext } from './log-context';

/**
 * Runs each handler in its log context: an HTTP request's (made by requestLog, entered again here because a
 * body read from a stream calls back outside it), or for a socket event a new one with its own request id
 * (the client's `requestId` in the payload when it sends one) and the event's name.
 */
@Injectable()
export class LogContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const logContext = this.contextOf(context);
    if (!logContext) return next.handle();
    return new Observable((subscriber) => runInLogContext(logContext, () => next.handle().subscribe(subscriber)));
  }

  private contextOf(context: ExecutionContext): LogContext | undefined {
    if (context.getType() === 'http') return requestLogContext(context.switchToHttp().getRequest<Request>());
    if (context.getType() === 'ws') {
      const ws = context.switchToWs();
      const payload = ws.getData<unknown>();
      const given =
        typeof payload === 'object' && payload !== null ? (payload as { requestId?: unknown }).requestId : undefined;
      const sessionId =
        typeof payload === 'object' && payload !== null ? (payload as { sessionId?: unknown }).sessionId : undefined;
      return {
        requestId: requestIdFrom(given),
        event: ws.getPattern(),
        ...(typeof sessionId === 'string' && sessionId && { sessionId }),
      };
    }
    return undefined;
  }
}
