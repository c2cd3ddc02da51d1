import { Global, Injectable, Module } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { MetricsService } from '../metrics/metrics.service';

/** An answer already made: the route it answers as (for the request metrics) and how to send it. */
export interface MadeAnswer {
  route: string;
  send(res: ServerResponse): void;
}

/** The answer already made for a request, or null to let the application handle it. */
export type FastPath = (req: IncomingMessage) => MadeAnswer | null;

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
      const answer = req.method === 'GET' ? this.madeAnswer(req) : null;
      if (!answer) return application(req, res);
      const end = this.metrics.httpDuration.startTimer();
      res.once('finish', () => end({ method: 'GET', route: answer.route, status: String(res.statusCode) }));
      commonHeaders(req, res, () => answer.send(res));
    });
  }

  private madeAnswer(req: IncomingMessage): MadeAnswer | null {
    for (const path of this.paths) {
      const answer = path(req);
      if (answer) return answer;
    }
    return null;
  }
}

@Global()
@Module({ providers: [FastPaths], exports: [FastPaths] })
export class FastPathsModule {}
