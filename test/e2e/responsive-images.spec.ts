import { expect, test, type Locator, type Page } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders } from './support/admin';
import { fillCart } from './support/storefront-tour';

/**
 * A phone's first load (issue 18): an uploaded product picture is offered as WebP copies (srcset/sizes)
 * with its box sized before it loads (width/height), and the first screen's data is preloaded with the page.
 */
test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });

const COPY = /\/api\/catalog\/images\/[0-9a-f]{32}-w(320|640|960)\.webp$/;

/** The picture loaded a WebP copy (not the original) and its box was sized by its attributes. */
async function expectResponsive(image: Locator, width: number, sizes: string | RegExp) {
  await expect(image).toHaveAttribute('srcset', /-w320\.webp 320w, .*-w640\.webp 640w, .*-w960\.webp 960w$/);
  await expect(image).toHaveAttribute('sizes', sizes);
  await expect(image).toHaveAttribute('width', String(width));
  await expect(image).toHaveAttribute('height', String(width));
  await expect(image).toHaveJSProperty('complete', true);
  const loaded = await image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, natural: img.naturalWidth }));
  expect(loaded.src).toMatch(COPY);
  expect(loaded.natural).toBeGreaterThan(0);
}

/** Every picture in the page's main area has width and height, so nothing moves when it arrives. */
async function expectAllImagesSized(page: Page) {
  const unsized = await page
    .locator('main img')
    .evaluateAll((images) =>
      images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
    );
  expect(unsized).toEqual([]);
}

test('an uploaded product picture loads as a WebP copy with its size reserved on the card, product page and cart', async ({
  page,
  request,
}) => {
  // Four screens and an upload: more than the default 45 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const title = `Responsive Cam ${Date.now()}`;
  const created = await request.post('/api/admin/products', {
    headers: await adminHeaders(request),
    multipart: {
      title,
      category: 'Apps (Camera & Filters)',
      price: '7.00',
      stock: '10',
      description: 'A picture in three sizes',
      images: {
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: tinyPng(1200, 1200, [Date.now() % 256, 90, 160]),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { productCode } = (await created.json()) as { productCode: string };

  await page.goto(`/products?search=${encodeURIComponent(title)}`);
  const card = page.getByTestId('product-card').filter({ hasText: title });
  await expectResponsive(card.locator('img'), 600, '(max-width: 767.98px) 50vw, 300px');
  await expectAllImagesSized(page);

  await page.goto(`/product/${productCode}`);
  await expectResponsive(page.getByRole('img', { name: title }).first(), 600, '(min-width: 900px) 600px, 100vw');
  await expectAllImagesSized(page);

  await fillCart(page, [productCode]);
  await page.goto('/cart');
  const line = page.locator('main img[srcset]').first();
  await expectResponsive(line, 64, '64px');
  await expectAllImagesSized(page);
});

test('home and /products announce their first data with the page, and the browser uses that one request', async ({
  page,
}) => {
  const pages: [string, string][] = [
    ['/', '/api/products/featured?lang=en'],
    ['/products', '/api/products?sort=default&limit=100&lang=en'],
  ];
  for (const [path, data] of pages) {
    const requested: string[] = [];
    const onRequest = (req: { url: () => string }) => {
      const url = new URL(req.url());
      if (`${url.pathname}${url.search}` === data) requested.push(req.url());
    };
    page.on('request', onRequest);
    const response = await page.goto(path);
    expect(response?.headers()['link']).toBe(`<${data}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // A preload the page's fetch did not match would show as a second request.
    expect(requested).toHaveLength(1);
    page.off('request', onRequest);
  }
});
