import { Global, Injectable, Module } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MetricsService } from '../metrics/metrics.service';

/**
 * Answers a request from something already made and returns the route it answered as (for the request
 * metrics, e.g. "/api/products/:id"), or returns null to let the pipeline handle the request.
 */
export type FastPath = (req: Request, res: Response) => string | null;

/**
 * A port for answers that need none of the HTTP pipeline (logging, body parsing, validation, guards): a module
 * registers one (the catalogue's cached answers) and createHttpApp mounts them in front of everything else.
 * What a fast path sends must be exactly what its route would send; anything it is unsure of falls through.
 * Its requests are timed like every other (kedai_http_request_duration_seconds), not logged one by one.
 */
@Injectable()
export class FastPaths {
  private readonly paths: FastPath[] = [];

  constructor(private readonly metrics: MetricsService) {}

  register(path: FastPath): void {
    this.paths.push(path);
  }

  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' || this.paths.length === 0) return next();
      const end = this.metrics.httpDuration.startTimer();
      for (const path of this.paths) {
        const route = path(req, res);
        if (route === null) continue;
        res.once('finish', () => end({ method: 'GET', route, status: String(res.statusCode) }));
        return;
      }
      next();
    };
  }
}

@Global()
@Module({ providers: [FastPaths], exports: [FastPaths] })
export class FastPathsModule {}
