import express from 'express';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loggedUrl, requestLog } from './request-log';

/** A real Express app with the request log in front, on a free port; `lines` are the JSON lines logged. */
async function serve(level: pino.Level) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level }, sink)));
  app.get('/api/products', (_request, response) => void response.json([]));
  app.get('/api/admin/customers/:key', (_request, response) => void response.json({}));
  app.get('/api/health/live', (_request, response) => void response.json({ ok: true }));
  app.get('/api/broken', (_request, response) => void response.status(500).json({ code: 'internal_error' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A line is written when its response closes, just after the client has read it.
  const linesWritten = async (count: number) => {
    while (lines.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { base, lines, linesWritten, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('requestLog', () => {
  it('logs each finished request at info with method, URL, status and time, and skips health probes', async () => {
    const app = await serve('info');
    try {
      await fetch(`${app.base}/api/products?page=2`);
      await fetch(`${app.base}/api/health/live`);
      await fetch(`${app.base}/api/missing`);
      await app.linesWritten(2);
      expect(app.lines.map((line) => [line.msg, line.req, line.res])).toEqual([
        [
          'request completed',
          expect.objectContaining({ method: 'GET', url: '/api/products?page=2' }),
          { statusCode: 200 },
        ],
        ['request completed', expect.objectContaining({ method: 'GET', url: '/api/missing' }), { statusCode: 404 }],
      ]);
      expect(app.lines[0].responseTime).toEqual(expect.any(Number));
      expect(JSON.stringify(app.lines)).not.toContain('authorization');
    } finally {
      await app.close();
    }
  });

  it('keeps no credential and no e-mail address of a URL in the log', async () => {
    const app = await serve('info');
    try {
      await fetch(`${app.base}/api/admin/customers/Ana.Buyer%40example.com?page=2`);
      await fetch(`${app.base}/api/products?token=watch-secret-1&search=ana@example.com&page=1`);
      await app.linesWritten(2);
      expect(app.lines.map((line) => (line.req as { url: string }).url)).toEqual([
        '/api/admin/customers/[email]?page=2',
        '/api/products?token=[redacted]&search=[email]&page=1',
      ]);
      expect(JSON.stringify(app.lines)).not.toMatch(/watch-secret|example\.com/);
    } finally {
      await app.close();
    }
  });

  it('at warn logs only server errors, at error level', async () => {
    const app = await serve('warn');
    try {
      await (await fetch(`${app.base}/api/products`)).text();
      await fetch(`${app.base}/api/broken`);
      await app.linesWritten(1);
      expect(app.lines).toEqual([
        expect.objectContaining({ level: 50, msg: 'request completed', res: { statusCode: 500 } }),
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('loggedUrl', () => {
  it('leaves an ordinary URL as it is', () => {
    expect(loggedUrl('/api/products?page=2&sort=price_asc&search=netflix')).toBe(
      '/api/products?page=2&sort=price_asc&search=netflix',
    );
    expect(loggedUrl('/api/orders/ORD-1?x')).toBe('/api/orders/ORD-1?x');
  });

  it('hides every credential parameter, whatever its case, and every address', () => {
    expect(loggedUrl('/api/payments/orders/ORD-1?token=abc&Signature=s1&reset_token=r&page=1')).toBe(
      '/api/payments/orders/ORD-1?token=[redacted]&Signature=[redacted]&reset_token=[redacted]&page=1',
    );
    expect(loggedUrl('/api/admin/orders?search=a.b+c@x.co&status=paid')).toBe(
      '/api/admin/orders?search=[email]&status=paid',
    );
    expect(loggedUrl('/api/admin/customers/a%40b.my/notes')).toBe('/api/admin/customers/[email]/notes');
  });
});
