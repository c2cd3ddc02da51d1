import { Global, Injectable, Module } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { MetricsService } from '../metrics/metrics.service';

/**
 * Answers a request from something already made and returns the route it answered as (for the request
 * metrics, e.g. "/api/products/:id"), or returns null to let the application handle the request.
 */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => string | null;

/** Sets the headers every answer carries (the security headers), on a plain Node response. */
export type CommonHeaders = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * A port for answers that need none of the application (Express, logging, body parsing, validation, guards):
 * a module registers one (the catalogue's kept answers) and `serveFirst` puts them in front of the HTTP
 * server's own handler. What a fast path sends must be exactly what its route would send, on the plain Node
 * request and response; anything it is unsure of falls through. Its requests are timed like every other
 * (kedai_http_request_duration_seconds), not logged one by one.
 */
@Injectable()
export class FastPaths {
  private readonly paths: FastPath[] = [];

  constructor(private readonly metrics: MetricsService) {}

  register(path: FastPath): void {
    this.paths.push(path);
  }

  /** Runs the fast paths before the server's request handler (the Express application). */
  serveFirst(server: Server, commonHeaders: CommonHeaders): void {
    const [application] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    if (!application) return;
    server.removeListener('request', application);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.method !== 'GET' || this.paths.length === 0) return application(req, res);
      commonHeaders(req, res, () => {
        if (!this.answer(req, res)) application(req, res);
      });
    });
  }

  private answer(req: IncomingMessage, res: ServerResponse): boolean {
    const end = this.metrics.httpDuration.startTimer();
    for (const path of this.paths) {
      const route = path(req, res);
      if (route === null) continue;
      res.once('finish', () => end({ method: 'GET', route, status: String(res.statusCode) }));
      return true;
    }
    return false;
  }
}

@Global()
@Module({ providers: [FastPaths], exports: [FastPaths] })
export class FastPathsModule {}
