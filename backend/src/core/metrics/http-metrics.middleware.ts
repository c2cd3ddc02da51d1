import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MetricsService } from './metrics.service';

/** The route template of a matched request (e.g. /api/admin/queues/:queue), never the raw URL. */
function routeOf(request: Request): string {
  const route = (request as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${request.baseUrl ?? ''}${route.path}`;
  return request.originalUrl.startsWith('/api') ? 'unmatched' : 'static';
}

/** Times every HTTP request into kedai_http_request_duration_seconds. */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsService) {}

  use(request: Request, response: Response, next: NextFunction) {
    const end = this.metrics.httpDuration.startTimer();
    response.once('finish', () => {
      end({ method: request.method, route: routeOf(request), status: String(response.statusCode) });
    });
    next();
  }
}
