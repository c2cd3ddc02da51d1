import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { registerCustomer } from './support/admin';

/**
 * The cart and orders follow the account (decision 1 in docs/product/README.md#decisions;
 * docs/product/storefront.md#my-orders): a guest's cart is merged at login, a logged-in purchase shows in /my-orders
 * and its details page, and /redeem sends a logged-in user to /my-orders.
 */

const PASSWORD = 'correct-horse-42';

test('a guest cart is kept at login, and a logged-in purchase appears in /my-orders and /order/{id}', async ({
  page,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `buyer.${stamp}@example.com`;
  const token = await registerCustomer(page.request, { name: `Zul ${stamp}`, email, password: PASSWORD });

  await page.goto('/product/SN');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-orders$/);
  await expect(page.getByText('Please login to view your order history')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByTestId('stat-total')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'Browse Products' })).toBeVisible();

  // The guest line now lives on the account.
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  const serverCart = await page.request.get('/api/me/cart', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await serverCart.json()) as { items: { productCode: string }[] }).items).toEqual([
    expect.objectContaining({ productCode: 'SN', quantity: 1 }),
  ]);

  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  await page.getByLabel('WhatsApp number').fill('0198765432');
  await page
    .getByLabel(/Payment receipt/)
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed Successfully' })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent()) ?? '';

  await page.goto('/my-orders');
  await expect(page.getByTestId('stat-total')).toHaveText('1');
  const card = page.getByTestId('order-card').filter({ hasText: orderId });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Rate Order' })).toHaveCount(0);
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();

  await page.goto('/order/2501010000QQQQQ');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await expect(
    page.getByText("The order you're looking for doesn't exist or you don't have permission to view it."),
  ).toBeVisible();

  await page.goto('/redeem');
  await expect(page).toHaveURL(/\/my-orders$/);

  // The profile keeps the phone on the account: typed letters are dropped, and it is there after a reload.
  await page.goto('/profile');
  await page.getByLabel('Phone').fill('01a2-345 6789');
  await expect(page.getByLabel('Phone')).toHaveValue('0123456789');
  await page.getByRole('button', { name: 'Save phone' }).click();
  await expect(page.getByText('Phone number saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('0123456789');
});
