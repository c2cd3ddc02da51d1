import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * A fast first load on a phone: the storefront's scripts come compressed (brotli, or gzip for older
 * clients), hashed assets are cached for a year, index.html is revalidated on every visit, no source map
 * is published, and product pictures reserve their box before they load.
 */

async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, html).toBeDefined();
  return script ?? '';
}

test('scripts are compressed and cached for a year; index.html is revalidated', async ({ request }) => {
  const script = await entryScript(request);

  const brotli = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['vary']).toMatch(/accept-encoding/i);

  const gzip = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  const css = /href="(\/assets\/[^"]+\.css)"/.exec(await (await request.get('/')).text())?.[1];
  if (css) {
    const style = await request.get(css, { headers: { 'Accept-Encoding': 'br' } });
    expect(style.headers()['content-encoding']).toBe('br');
    expect(style.headers()['cache-control']).toContain('immutable');
  }

  for (const path of ['/', '/products', '/product/DZ', '/redeem']) {
    const page = await request.get(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(page.status(), path).toBe(200);
    expect(page.headers()['cache-control'], path).toBe('no-cache');
    expect(page.headers()['content-type'], path).toContain('text/html');
  }
});

test('no source map is served, and a missing asset is a 404 rather than the page', async ({ request }) => {
  const script = await entryScript(request);
  expect((await request.get(`${script}.map`)).status()).toBe(404);
  expect((await request.get('/assets/index.js.map')).status()).toBe(404);
  expect((await request.get('/assets/no-such-file-12345678.js')).status()).toBe(404);
  const code = await (await request.get(script)).text();
  expect(code).not.toContain('sourceMappingURL');
});

test('product pictures carry their size, so nothing shifts while they load', async ({ page }) => {
  await page.goto('/products');
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  const sizes = await images.evaluateAll((list) =>
    list.map((img) => ({ width: img.getAttribute('width'), height: img.getAttribute('height') })),
  );
  expect(sizes.length).toBeGreaterThan(4);
  for (const size of sizes) expect(size).toEqual({ width: '600', height: '600' });
});
