import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tinyPng } from '../support/files';
import { readZip } from '../support/zip';
import { adminHeaders } from './support/admin';
import { layoutProblems } from './support/layout-checks';

/**
 * A guest's "Download my data" (docs/product/privacy.md#download-my-data): from the privacy notice, the shopper
 * gives the e-mail of their order, proves it with the order lookup's 6-digit code, watches the copy being prepared
 * and downloads a zip that holds their order. On a 375 px phone, by keyboard.
 */

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

async function placeGuestOrder(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/orders', {
    multipart: {
      orderData: JSON.stringify({
        items: [{ productCode: 'FT', quantity: 1 }],
        privacyConsent: true,
        customerInfo: { name: 'Nadia Tetamu', email, whatsapp: '012-345 6789' },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

/** The newest 6-digit code e-mailed to the address, read through the admin outbox. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const headers = await adminHeaders(request);
  let code: string | undefined;
  await expect(async () => {
    const outbox = await request.get(`/api/admin/outbox?relatedId=${encodeURIComponent(email)}`, { headers });
    const [newest] = (await outbox.json()) as { textBody: string }[];
    code = /\b(\d{6})\b/.exec(newest?.textBody ?? '')?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code ?? '';
}

/** What a phone user would trip on: sideways scroll, covered controls, and serious or critical axe violations. */
async function problems(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return [
    ...(await layoutProblems(page)),
    ...axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`),
  ];
}

/** Keeps every "Preparing your copy… N%" the page shows, however briefly (the copy may be ready within a second). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    const look = () => {
      const bar = document.querySelector('[data-testid="guest-data-export"] progress');
      const text = bar?.closest('[role="status"]')?.textContent?.trim();
      if (bar && text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

async function downloadedOrders(page: Page, link: ReturnType<Page['getByRole']>) {
  await link.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^kedai-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = readZip(await readFile((await download.path()) as string));
  return {
    files,
    orders: JSON.parse(files.get('orders/orders.json')?.toString() ?? '[]') as { orderId: string }[],
  };
}

test('a guest proves the e-mail of their order, sees the copy prepared and downloads it', async ({ page }) => {
  const email = `guest.data.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const orderId = await placeGuestOrder(page.request, email);

  // The entry point: the privacy notice.
  await page.goto('/privacy-policy');
  const entry = page.getByRole('link', { name: 'Download my data' });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy\/my-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Download my data' })).toBeVisible();
  expect(await problems(page)).toEqual([]);

  await page.getByLabel('Your e-mail address').fill(email.toUpperCase());
  await page.getByLabel('Your e-mail address').press('Enter');
  await expect(page.getByText('To keep your data private, prove this e-mail is yours first')).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('code-sent')).toContainText(email);
  expect(await problems(page)).toEqual([]);

  const progressSeen = await recordProgress(page);
  await page.getByLabel('6-digit code').fill(await mailedCode(page.request, email));
  await page.getByLabel('6-digit code').press('Enter');

  await expect(page.getByText(`E-mail confirmed: ${email}`)).toBeVisible();
  const link = page.getByRole('link', { name: 'Download the zip' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Your copy is ready \(kept until/)).toBeVisible();
  const seen = await progressSeen();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((text) => /^Preparing your copy… \d{1,3}%$/.test(text))).toBe(true);
  expect(await problems(page)).toEqual([]);

  const { files, orders } = await downloadedOrders(page, link);
  expect(orders.map((order) => order.orderId)).toEqual([orderId]);
  expect(JSON.parse(files.get('manifest.json')?.toString() ?? 'null')).toMatchObject({ email });
  // A guest's copy holds what is filed under the address: no account part.
  expect(files.has('account/account.json')).toBe(false);
});

test('the e-mail order lookup leads a proved guest straight to their copy', async ({ page }) => {
  const email = `guest.lookup.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const orderId = await placeGuestOrder(page.request, email);

  await page.goto('/redeem');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'E-mail' }).press('Enter');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await mailedCode(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('link', { name: orderId })).toBeVisible();

  await page.getByRole('link', { name: 'Download a copy of my data' }).click();
  await expect(page).toHaveURL(/\/privacy\/my-data$/);
  // The proof of the lookup is still good in this tab: no second code.
  await expect(page.getByText(`E-mail confirmed: ${email}`)).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveCount(0);
  await page.getByRole('button', { name: 'Download my data' }).click();
  const link = page.getByRole('link', { name: 'Download the zip' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const { orders } = await downloadedOrders(page, link);
  expect(orders.map((order) => order.orderId)).toEqual([orderId]);
  expect(await problems(page)).toEqual([]);
});
