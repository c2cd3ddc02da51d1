import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { TEST_ADMIN } from '../support/test-env';
import { registerCustomer } from './support/admin';

/**
 * Reviews from orders (docs/product/storefront.md#ratings): only a delivered order can be rated; the
 * rating is required ("Please select a rating"); afterwards the card offers Edit review with the time
 * left, the Reviewed tile counts it, and the product page shows the comment.
 */

const PASSWORD = 'correct-horse-42';

test('a customer rates a delivered order, edits the review, and sees it on the product page', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `rater.${stamp}@example.com`;
  const token = await registerCustomer(request, { name: `Rater ${stamp}`, email, password: PASSWORD });
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      orderData: JSON.stringify({
        items: [{ productCode: 'FT', quantity: 1 }],
        privacyConsent: true,
        customerInfo: { whatsapp: '012-345 6789' },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderId });
  await expect(card).toBeVisible();
  // Not delivered yet: nothing to rate.
  await expect(card.getByRole('button', { name: 'Rate Order' })).toHaveCount(0);

  const adminLogin = await request.post('/api/auth/login', { data: TEST_ADMIN });
  const admin = { Authorization: `Bearer ${((await adminLogin.json()) as { token: string }).token}` };
  expect(
    (
      await request.put(`/api/admin/orders/${orderId}/payment`, { headers: admin, data: { paymentStatus: 'paid' } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.put(`/api/admin/orders/${orderId}/status`, { headers: admin, data: { status: 'delivered' } })
    ).status(),
  ).toBe(200);

  await page.reload();
  await card.getByRole('button', { name: 'Rate Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate Order' });
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByText('Please select a rating')).toBeVisible();
  await dialog.getByRole('radio', { name: /^4 / }).click();
  const comment = `Works on my iPhone ${stamp}`;
  await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('stat-reviewed')).toHaveText('1');

  await card.getByRole('button', { name: 'Edit review' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit review' });
  await expect(edit.getByRole('radio', { name: /^4 / })).toHaveAttribute('aria-checked', 'true');
  await expect(edit.getByText(/^(23h 5\d|24h 0)m left to edit$/)).toBeVisible();
  await edit.getByRole('radio', { name: /^5 / }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();

  await page.goto('/product/FT');
  await expect(page.getByText(comment)).toBeVisible();
});
