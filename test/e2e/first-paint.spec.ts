import { expect, test } from '@playwright/test';

/**
 * A phone paints the storefront before its scripts have run (issue 18): home, /products and a product page
 * come with their shell (and home with its hero) in the HTML, in the visitor's language; the live app then
 * takes the page over without moving anything.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home arrives with its header and hero (English by default)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Premium apps, game rentals and courses, delivered in minutes.');
    await expect(page.locator('header nav[aria-label="Main"]')).toContainText('Products');
    await expect(page.locator('footer')).toBeAttached();
  });

  test('a browser set to Malay gets home in Malay', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ms-MY' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText(
      'Aplikasi premium, sewaan permainan dan kursus, dihantar dalam beberapa minit.',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await context.close();
  });

  test("the storefront's language cookie wins over Accept-Language; /products and a product page get the shell", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ms-MY' });
    await context.addCookies([{ name: 'kedai_language', value: 'zh-Hans', url: baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('高级应用、游戏租赁和课程，几分钟内送达。');
    for (const path of ['/products', '/product/DZ']) {
      await page.goto(path);
      await expect(page.locator('header nav').first(), path).toContainText('商品');
      await expect(page.locator('main'), path).toBeEmpty();
    }
    await context.close();
  });
});

test('the live app replaces the prerendered page in place: nothing shifts, the language is remembered for the server', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  // The prerendered copy is inert; once the app has rendered, it is gone and the hero is live.
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();
  const shift = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
  );
  expect(shift).toBeLessThanOrEqual(0.02);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'kedai_language')?.value)
    .toBe('ms');
});
