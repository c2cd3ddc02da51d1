import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { registerCustomer } from './support/admin';

/** My orders' search and status filter (docs/product/storefront.md#my-orders). */
test('a customer finds an order by product name and filters by status', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `finder.${stamp}@example.com`;
  const password = 'correct-horse-42';
  const token = await registerCustomer(page.request, { name: `Mei ${stamp}`, email, password });
  for (const productCode of ['SN', 'VS']) {
    const placed = await page.request.post('/api/orders', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        orderData: JSON.stringify({
          items: [{ productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: `Mei ${stamp}`, email, whatsapp: '0123456789' },
        }),
        receipt: { name: 'r.png', mimeType: 'image/png', buffer: tinyPng() },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
  }

  await page.goto('/login?redirect=/my-orders');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByTestId('my-orders-count')).toHaveText('2 orders');

  const filters = page.getByRole('search', { name: 'Find an order' });
  await filters.getByLabel('Search').fill('vsco');
  await expect(page.getByTestId('my-orders-count')).toHaveText('1 order');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toContainText('VSCO');
  await expect(page.getByTestId('stat-total')).toHaveText('2');

  await filters.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByRole('status').filter({ hasText: 'No orders match these filters.' })).toBeVisible();
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('my-orders-count')).toHaveText('2 orders');
  await expect(filters.getByLabel('Search')).toHaveValue('');
});
