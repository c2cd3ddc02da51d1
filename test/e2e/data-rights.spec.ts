import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { readZip } from '../support/zip';
import { registerCustomer } from './support/admin';

/**
 * Profile → Your data (docs/product/privacy.md#your-data): a customer asks for a copy of their data, watches it
 * being prepared, and downloads a zip that holds their account and their order.
 */

const PASSWORD = 'correct-horse-42';

test('a customer downloads their data from the profile page', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `mydata.${stamp}@example.com`;
  const name = `Farah ${stamp}`;
  const token = await registerCustomer(page.request, { name, email, password: PASSWORD });
  const placed = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      orderData: JSON.stringify({
        items: [{ productCode: 'FT', quantity: 1 }],
        privacyConsent: true,
        customerInfo: { whatsapp: '0198765432' },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };

  await page.goto('/login?redirect=%2Fprofile');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('tab', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await page.getByRole('button', { name: 'Download my data' }).click();
  const link = page.getByRole('link', { name: 'Download the zip' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Your copy is ready \(kept until/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^kedai-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = readZip(await readFile((await download.path()) as string));
  expect(JSON.parse(files.get('account/account.json')?.toString() ?? 'null')).toMatchObject({ email, name });
  const orders = JSON.parse(files.get('orders/orders.json')?.toString() ?? '[]') as { orderId: string }[];
  expect(orders.map((order) => order.orderId)).toEqual([orderId]);
});
