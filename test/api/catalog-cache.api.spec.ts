import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RedisService } from '../../backend/src/core/redis/redis.module';
import { tinyPng } from '../support/files';
import { placeTestOrder } from '../support/orders';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that keeps the bytes as sent (no client-side decompression), to see what the server really answers. */
function rawGet(app: TestApp, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${app.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const json = (answer: RawAnswer) => JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;

/**
 * The public catalogue answered from the per-process cache (issue 21): strong ETags and 304, bodies compressed
 * once, and a change made through one app process visible on the very next request to another.
 */
describe('catalogue cache API', () => {
  let first: TestApp;
  let second: TestApp;
  let adminToken: string;
  let product: { id: string; title: string };

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp();
    adminToken = await loginAdmin(first);
    const title = `Cache Cam ${randomUUID().slice(0, 8)}`;
    const created = await first
      .http()
      .post('/api/admin/products')
      .set(bearer(adminToken))
      .field('title', title)
      .field('category', 'Apps (Camera & Filters)')
      .field('price', '19.90')
      .field('stock', '25')
      .field('description', 'Film looks for your phone')
      .attach('images', tinyPng(), { filename: 'cover.png', contentType: 'image/png' })
      .expect(201);
    product = { id: created.body.id as string, title };
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const listPath = () => `/api/products?search=${encodeURIComponent(product.title)}`;
  const productPath = () => `/api/products/${product.id}`;

  it('answers with a strong ETag and 304 when the client already has that answer', async () => {
    for (const path of [productPath(), listPath()]) {
      const answer = await rawGet(second, path);
      expect(answer.status).toBe(200);
      const etag = answer.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect((await rawGet(second, path)).headers.etag).toBe(etag);
      // The other process builds the same bytes, so the same ETag holds there too.
      expect((await rawGet(first, path)).headers.etag).toBe(etag);

      const again = await rawGet(second, path, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect((await rawGet(second, path, { 'If-None-Match': '"something-else"' })).status).toBe(200);
    }
  });

  it('answers a request seen before ahead of the HTTP pipeline, with the same status, headers and bytes', async () => {
    const asked: [string, Record<string, string>][] = [
      [`${listPath()}&limit=5`, {}],
      [`${listPath()}&limit=6`, { 'Accept-Encoding': 'br' }],
      [`${listPath()}&limit=7`, { 'Accept-Encoding': 'gzip' }],
    ];
    for (const [path, headers] of asked) {
      const routed = await rawGet(second, path, headers);
      const kept = await rawGet(second, path, headers);
      expect(routed.headers['x-cache']).toBeUndefined();
      expect(kept.headers['x-cache']).toBe('hit');
      expect(kept.status).toBe(routed.status);
      expect(kept.body.equals(routed.body)).toBe(true);
      // Every header the route sends, with the same value, but the date, the connection's and the framing (the
      // route may stream a plain body chunked; the kept one has its length).
      const perRequest = new Set([
        'date',
        'x-cache',
        'connection',
        'keep-alive',
        'content-length',
        'transfer-encoding',
        // Each request's own id (X-Request-Id), kept answers included.
        'x-request-id',
      ]);
      const comparable = (answer: typeof kept) =>
        Object.entries(answer.headers)
          .filter(([name]) => !perRequest.has(name))
          .sort(([a], [b]) => a.localeCompare(b));
      expect(comparable(kept)).toEqual(comparable(routed));
      expect(kept.headers['content-security-policy']).toBeDefined();
      const unchanged = await rawGet(second, path, { ...headers, 'If-None-Match': kept.headers.etag as string });
      expect([unchanged.status, unchanged.headers['x-cache']]).toEqual([304, 'hit']);
    }
    // The same listing asked with its parameters in another order, or an address never routed: the route answers.
    expect(
      (await rawGet(second, `/api/products?limit=5&search=${encodeURIComponent(product.title)}`)).headers['x-cache'],
    ).toBeUndefined();
    expect((await rawGet(second, '/api/products/no-such-product')).status).toBe(404);
    expect((await rawGet(second, '/api/products/no-such-product')).headers['x-cache']).toBeUndefined();
  });

  it('sends brotli and gzip bodies that decode to the same JSON as the plain one', async () => {
    const plain = await rawGet(second, '/api/products?limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = json(plain);
    expect((expected.items as unknown[]).length).toBeGreaterThan(1);

    const br = await rawGet(second, '/api/products?limit=50', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(expected);

    const gz = await rawGet(second, '/api/products?limit=50', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(expected);

    // The compressed answer's ETag names the same content: a client holding it gets 304.
    expect(
      (await rawGet(second, '/api/products?limit=50', { 'If-None-Match': br.headers.etag as string })).status,
    ).toBe(304);
  });

  it('shows a price changed through the admin API on the next request to another process', async () => {
    const before = await rawGet(second, productPath());
    expect(json(before).price).toBe(19.9);
    // Kept by the second process and answered before its pipeline: the change must reach it all the same.
    expect(before.headers['x-cache']).toBe('hit');
    expect(json(await rawGet(second, listPath())).items).toEqual([expect.objectContaining({ price: 19.9 })]);

    await first
      .http()
      .put(`/api/admin/products/${product.id}`)
      .set(bearer(adminToken))
      .field('price', '24.50')
      .expect(200);

    const after = await rawGet(second, productPath(), { 'If-None-Match': before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(json(after).price).toBe(24.5);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(json(await rawGet(second, listPath())).items).toEqual([expect.objectContaining({ price: 24.5 })]);
  });

  it('shows stock taken by a checkout in another process on the next request', async () => {
    const before = json(await rawGet(second, productPath()));
    await placeTestOrder(first, [{ productId: product.id, quantity: 2 }]);
    expect(json(await rawGet(second, productPath())).stock).toBe((before.stock as number) - 2);
    expect(json(await rawGet(second, listPath())).items).toEqual([
      expect.objectContaining({ stock: (before.stock as number) - 2 }),
    ]);
  });

  it('still answers from the database, fresh, when Redis cannot be reached', async () => {
    const redis = second.app.get(RedisService).client;
    expect(json(await rawGet(second, productPath())).title).toBe(product.title);
    redis.disconnect();
    try {
      await first
        .http()
        .put(`/api/admin/products/${product.id}`)
        .set(bearer(adminToken))
        .field('price', '31.00')
        .expect(200);
      const answer = await rawGet(second, productPath());
      expect(answer.status).toBe(200);
      expect(json(answer).price).toBe(31);
      const list = await rawGet(second, listPath());
      expect(json(list).items).toEqual([expect.objectContaining({ price: 31 })]);
      expect((await rawGet(second, '/api/products/no-such-product')).status).toBe(404);
    } finally {
      await redis.connect().catch(() => undefined);
    }
  });
});
