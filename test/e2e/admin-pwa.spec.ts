import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, logInAdmin, placeOrder } from './support/admin';

/**
 * The admin on an agent's phone (docs/product/admin.md "The admin on your phone"): installable (a manifest named
 * after the shop, icons, a service worker for /admin/ that keeps only the build's static files, never an API
 * answer), and the Live Chat inbox usable at 375 px: list, conversation, reply, the customer's orders, back.
 */

/** The PNG's width and height from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

async function serviceWorkerCache(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('the admin is installable: manifest, icons and a service worker that caches no API answer', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const settings = (await (await request.get('/api/admin/settings', { headers })).json()) as { siteName: string };

  await logInAdmin(page);
  await page.goto('/admin/live-chat');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBeTruthy();
  const manifestResponse = await request.get(manifestUrl!);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    scope: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: `${settings.siteName} Admin`, scope: '/admin/', display: 'standalone' });
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await png.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  // The service worker, scoped to the admin, takes control.
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(new URL(scope.scope).pathname).toBe('/admin/');
  expect(new URL(scope.script!).pathname).toBe('/admin-sw.js');

  // Screens that read customers, orders and messages through /api/ while the worker controls the page.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  for (const screen of ['/admin/orders', '/admin/live-chat', '/admin/receipts']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  const cached = await serviceWorkerCache(page);
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((path) => !path.startsWith('/assets/'))).toEqual([]);

  // The storefront is not offered as the admin app.
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test.describe('the inbox at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('list, then the conversation with its composer and the order sidebar, then back', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    try {
      const orderId = await placeOrder(customerContext.request, 'Layla', 'DZ');
      await customer.goto(`/redeem/${orderId}`);
      await customer.getByTestId('chat-launcher').click();
      const input = customer.getByLabel('Message', { exact: true });
      await input.fill('Where is my code? Sent from my phone');
      await input.press('Enter');
      await expect.poll(() => customer.evaluate(() => localStorage.getItem('kedai.chat.session'))).toBeTruthy();
      const sessionId = await customer.evaluate(() => localStorage.getItem('kedai.chat.session'));

      await logInAdmin(page);
      await page.goto('/admin/live-chat');
      const row = page.locator(`[data-testid="chat-session-row"][data-session-id="${sessionId}"]`);
      await expect(row).toBeInViewport();
      await row.tap();

      // The conversation replaces the list; its composer and Back fit the screen.
      await expect(page.getByRole('list', { name: 'Chat sessions' })).toBeHidden();
      const back = page.getByRole('button', { name: 'Back to chats' });
      await expect(back).toBeInViewport({ ratio: 1 });
      await page.getByRole('button', { name: 'Go Online' }).tap();
      const composer = page.getByRole('textbox', { name: 'Type a message' });
      await composer.scrollIntoViewIfNeeded();
      await expect(composer).toBeInViewport({ ratio: 1 });
      await composer.fill('Sending it now');
      await page.getByRole('button', { name: 'Send', exact: true }).tap();
      await expect(customer.getByTestId('chat-panel')).toContainText('Sending it now');

      // The customer's orders are reachable below the conversation.
      const sidebar = page.getByRole('complementary', { name: "Customer's orders" });
      const card = sidebar.locator(`[data-testid="chat-order"][data-order-id="${orderId}"]`);
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeInViewport();

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);

      await back.scrollIntoViewIfNeeded();
      await back.tap();
      await expect(row).toBeVisible();
    } finally {
      await customerContext.close();
    }
  });
});
