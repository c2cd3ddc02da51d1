import { expect, test } from '@playwright/test';

/** The root files a browser or crawler asks for: real files, and a 404 (not the app's HTML) for unknown ones. */
test('serves a real favicon.ico, robots.txt and sitemap.xml, and 404 for unknown files', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  const bytes = await icon.body();
  // An ICO file starts 00 00 01 00 (reserved, type icon).
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: ');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toMatch(/<loc>[^<]+\/product\/[^<]+<\/loc>/);

  for (const path of ['/wp-login.php', '/apple-touch-icon.png', '/assets/missing.js', '/.env']) {
    const response = await request.get(path);
    expect({ path, status: response.status() }).toEqual({ path, status: 404 });
    expect(await response.text()).not.toContain('<div id="root"');
  }

  // A page address still opens the app.
  const page = await request.get('/products/anything-else');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('id="root"');
});
