import { randomUUID } from 'node:crypto';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

describe('site files: robots.txt, sitemap.xml, unknown files', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const makeProduct = (isActive: boolean) =>
    app.app.get(ProductsService).create({
      productCode: `S-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Sitemap app ${randomUUID().slice(0, 6)}`,
      price: 9.99,
      category: 'Apps (Camera & Filters)',
      stock: 5,
      isActive,
    });

  it('serves /.well-known/security.txt with the shop’s contact e-mail and a future expiry (RFC 9116)', async () => {
    const response = await app.http().get('/.well-known/security.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const shop = (await app.http().get('/api/shop').expect(200)).body as { contactEmail: string };
    expect(response.text).toContain(`Contact: mailto:${shop.contactEmail}`);
    const expires = /^Expires: (.+)$/m.exec(response.text)?.[1] ?? '';
    expect(Date.parse(expires)).toBeGreaterThan(Date.now());
    expect(Date.parse(expires)).toBeLessThan(Date.now() + 366 * 24 * 60 * 60 * 1000);
  });

  it('serves a sitemap of the storefront pages and every active product, no inactive one', async () => {
    const active = await makeProduct(true);
    const inactive = await makeProduct(false);
    const response = await app.http().get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.text;
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/products', `/product/${active.productCode}`]));
    expect(locs).not.toContain(`/product/${inactive.productCode}`);
  });

  it('serves robots.txt as text that keeps crawlers out of the admin and points at the sitemap', async () => {
    const response = await app.http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toMatch(/^User-agent: \*$/m);
    expect(response.text).toMatch(/^Disallow: \/admin$/m);
    expect(response.text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('answers an unknown file with a plain 404, not the app', async () => {
    for (const path of ['/wp-login.php', '/apple-touch-icon.png', '/no/such/file.js', '/.env']) {
      const response = await app.http().get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.text).not.toContain('<div id="root"');
    }
  });
});
