import { createHash, randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { FileStorageService } from '../../backend/src/core/storage/file-storage.service';
import { tinyPng } from '../support/files';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const WIDTHS = [320, 640, 960] as const;

/**
 * Responsive product images (issue 18): an upload is stored under its content's hash with WebP copies
 * 320/640/960 px wide, all cached for a year; an older upload gets its copies when first asked for.
 */
describe('product images: WebP copies and caching', () => {
  let app: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await loginAdmin(app);
  });
  afterAll(() => app.close());

  /** A PNG of its own colour, so no other product in the shared database has the same bytes. */
  const uniquePng = (width: number, height: number) =>
    tinyPng(width, height, [randomInt(256), randomInt(256), randomInt(256)]);
  const createProduct = (image: Buffer, name = 'cover.png') =>
    app
      .http()
      .post('/api/admin/products')
      .set(bearer(adminToken))
      .field('title', `Sized Cam ${randomUUID().slice(0, 8)}`)
      .field('category', 'Apps (Camera & Filters)')
      .field('price', '9.90')
      .field('stock', '5')
      .field('description', 'Pictures in three sizes')
      .attach('images', image, { filename: name, contentType: 'image/png' });
  const deleteProduct = (id: string) =>
    app.http().delete(`/api/admin/products/${id}`).set(bearer(adminToken)).expect(200);
  const variantUrl = (url: string, width: number) => url.replace(/\.png$/, `-w${width}.webp`);
  const fetchImage = (url: string) => app.http().get(url).buffer(true);
  const widthOf = async (response: Response) => (await sharp(response.body as Buffer).metadata()).width;

  it('stores an upload under its content hash and serves WebP copies of 320/640/960 px, cached as immutable', async () => {
    const png = uniquePng(1200, 600);
    const created = await createProduct(png).expect(201);
    const url = (created.body.images as { url: string }[])[0].url;
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 32);
    expect(url).toBe(`/api/catalog/images/${hash}.png`);

    const original = await fetchImage(url).expect(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe(IMMUTABLE);
    expect(Buffer.compare(original.body as Buffer, png)).toBe(0);

    for (const width of WIDTHS) {
      const copy = await fetchImage(variantUrl(url, width)).expect(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe(IMMUTABLE);
      expect(copy.headers['x-content-type-options']).toBe('nosniff');
      expect((copy.body as Buffer).subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(await widthOf(copy)).toBe(width);
    }
    await app
      .http()
      .get(url.replace(/\.png$/, '-w500.webp'))
      .expect(404);
  });

  it('never makes a copy wider than the original', async () => {
    const created = await createProduct(uniquePng(400, 400)).expect(201);
    const url = (created.body.images as { url: string }[])[0].url;
    expect(await widthOf(await fetchImage(variantUrl(url, 320)).expect(200))).toBe(320);
    expect(await widthOf(await fetchImage(variantUrl(url, 960)).expect(200))).toBe(400);
  });

  it('refuses a file that lies about its type, and one that only starts like a PNG, with 400', async () => {
    const text = await createProduct(Buffer.from('this is not really an image'), 'photo.png').expect(400);
    expect(text.body.message).toBe('File photo.png is not an image. Only PNG, JPEG, WebP and GIF images are allowed.');

    const png = tinyPng(8, 8);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.from('garbage where the pixels should be')]);
    const fake = await createProduct(broken, 'fake.png').expect(400);
    expect(fake.body.message).toBe('File fake.png is not an image. Only PNG, JPEG, WebP and GIF images are allowed.');
    const hash = createHash('sha256').update(broken).digest('hex').slice(0, 32);
    await app.http().get(`/api/catalog/images/${hash}.png`).expect(404);
  });

  it('makes (and keeps) the copies of an image uploaded before copies existed when they are first asked for', async () => {
    const storage = app.app.get(FileStorageService);
    const png = uniquePng(700, 350);
    const stored = await storage.save('products', png, {
      types: ['image/png'],
      maxBytes: 5 * 1024 * 1024,
      wrongTypeMessage: 'not an image',
      tooLargeMessage: 'too large',
    });
    const url = `/api/catalog/images/${stored.storageKey.split('/')[1]}`;
    const copy = await fetchImage(variantUrl(url, 640)).expect(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.headers['cache-control']).toBe(IMMUTABLE);
    expect(await widthOf(copy)).toBe(640);
    const kept = await storage.read(stored.storageKey.replace(/\.png$/, '-w640.webp'));
    expect(Buffer.compare(kept, copy.body as Buffer)).toBe(0);
    await storage.remove(stored.storageKey);
    await storage.remove(stored.storageKey.replace(/\.png$/, '-w640.webp'));
    await app.http().get(variantUrl(url, 320)).expect(404);
  });

  it('keeps a picture two products share until the last of them is deleted, then removes it and its copies', async () => {
    const png = uniquePng(64, 64);
    const first = (await createProduct(png).expect(201)).body as { id: string; images: { url: string }[] };
    const second = (await createProduct(png).expect(201)).body as { id: string; images: { url: string }[] };
    const url = first.images[0].url;
    expect(second.images[0].url).toBe(url);

    await deleteProduct(first.id);
    await app.http().get(url).expect(200);
    await app.http().get(variantUrl(url, 320)).expect(200);

    await deleteProduct(second.id);
    await app.http().get(url).expect(404);
    for (const width of WIDTHS) await app.http().get(variantUrl(url, width)).expect(404);
  });

  it('serves the seed pictures (SVG) for a day, not as immutable', async () => {
    const list = await app.http().get('/api/products/featured').expect(200);
    const svg = (list.body as { images: { url: string }[] }[])
      .flatMap((product) => product.images)
      .find((image) => image.url.endsWith('.svg'));
    expect(svg).toBeDefined();
    const image = await app.http().get(svg!.url).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });
});
