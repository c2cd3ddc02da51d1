import { Global, Injectable, Module } from '@nestjs/common';
import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders, type Server } from 'node:http';
import { Socket } from 'node:net';
import type { Histogram } from 'prom-client';
import { requestIdFrom } from '../logging/log-context';
import { MetricsService } from '../metrics/metrics.service';

/**
 * An answer already made: the route it answers as (for the request metrics), its status, its whole header
 * block as a flat [name, value, …] list (the common headers included: see `FastPaths.head`) and its body.
 */
export interface MadeAnswer {
  route: string;
  status: number;
  head: readonly string[];
  body?: Buffer;
}

/** The answer already made for a request, or null to let the application handle it. */
export type FastPath = (req: IncomingMessage) => MadeAnswer | null;

/** Sets the headers every answer carries (the security headers), Express-middleware style. */
export type CommonHeaders = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The headers a middleware sets on every answer, read once from a throwaway response. Only for middleware whose
 * headers do not depend on the request (helmet's, as configured in create-http-app.ts).
 */
function headersSetBy(middleware: CommonHeaders): string[] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let called = false;
  middleware(req, res, () => (called = true));
  if (!called) throw new Error('The common headers middleware did not call next() at once');
  return Object.entries(res.getHeaders()).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]),
  );
}

/**
 * A port for answers that need none of the application (Express, logging, body parsing, validation, guards):
 * a module registers one (the catalogue's kept answers) and `serveFirst` puts them in front of the HTTP
 * server's own handler. What a fast path sends must be exactly what its route would send, on the plain Node
 * request and response; anything it is unsure of falls through. A made answer's header block is built once
 * (`head`) and written in one call, so a kept answer costs about what a bare node:http server's does. Its
 * requests are timed like every other (kedai_http_request_duration_seconds), not logged one by one.
 */
@Injectable()
export class FastPaths {
  private readonly paths: FastPath[] = [];
  private common: readonly string[] = [];
  /** The histogram's child per route and status: labels are hashed once, not per request. */
  private readonly timers = new Map<string, ReturnType<Histogram<'method' | 'route' | 'status'>['labels']>>();

  constructor(private readonly metrics: MetricsService) {}

  register(path: FastPath): void {
    this.paths.push(path);
  }

  /** An answer's whole header block: the common headers, then its own. Build it once per answer and keep it. */
  head(own: OutgoingHttpHeaders): string[] {
    const list = [...this.common];
    for (const [name, value] of Object.entries(own)) if (value !== undefined) list.push(name, String(value));
    return list;
  }

  /** Runs the fast paths before the server's request handler (the Express application). */
  serveFirst(server: Server, commonHeaders: CommonHeaders): void {
    const [application] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    if (!application) return;
    this.common = headersSetBy(commonHeaders);
    server.removeListener('request', application);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const answer = req.method === 'GET' ? this.madeAnswer(req) : null;
      if (!answer) return application(req, res);
      const started = process.hrtime.bigint();
      // Every answer carries its request id (request-log.ts), a kept one too.
      const head = [...answer.head, 'X-Request-Id', requestIdFrom(req.headers['x-request-id'])];
      res.writeHead(answer.status, head).end(answer.body);
      this.timerFor(answer).observe(Number(process.hrtime.bigint() - started) / 1e9);
    });
  }

  private timerFor(answer: MadeAnswer) {
    const key = `${answer.route} ${answer.status}`;
    let timer = this.timers.get(key);
    if (!timer) {
      timer = this.metrics.httpDuration.labels({ method: 'GET', route: answer.route, status: String(answer.status) });
      this.timers.set(key, timer);
    }
    return timer;
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
