import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders } from './support/admin';

/**
 * The money a shopper is shown is the money they are charged: the checkout holds the quoted prices for 30
 * minutes (a countdown), an order placed within them is charged the quoted total even if an admin raised the
 * price meanwhile, and the admin's maximum order amount stops an over-sized cart before checkout.
 */
async function createProduct(request: APIRequestContext, fields: Record<string, string>) {
  const headers = await adminHeaders(request);
  const response = await request.post('/api/admin/products', {
    headers,
    multipart: { ...fields, images: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; productCode: string; title: string };
}

async function setMaximum(request: APIRequestContext, maximumOrderAmount: number) {
  const headers = await adminHeaders(request);
  const current = (await (await request.get('/api/admin/settings', { headers })).json()) as Record<string, unknown> & {
    emailSettings: Record<string, unknown>;
    orderSettings: Record<string, unknown>;
  };
  const { updatedAt: _updatedAt, emailSettings, ...rest } = current;
  const { hasSmtpPassword: _has, ...email } = emailSettings;
  const saved = await request.put('/api/admin/settings', {
    headers,
    data: { ...rest, emailSettings: email, orderSettings: { ...current.orderSettings, maximumOrderAmount } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('the quoted price is held for 30 minutes, charged even after a price rise, then renewed', async ({ page }) => {
  const fields = {
    title: `Locked Cam ${stamp()}`,
    category: 'Apps (Camera & Filters)',
    price: '10.73',
    stock: '5',
    description: 'A camera app',
  };
  const product = await createProduct(page.request, fields);
  await page.clock.install();
  await page.goto(`/product/${product.productCode}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('RM10.73');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^Price held for (30:00|29:5\d)$/);

  // Ten minutes on: twenty left. An admin raises the price meanwhile; the shopper's price stays.
  await page.clock.fastForward('10:00');
  await expect(timer).toHaveText(/^Price held for (20:00|19:5\d)$/);
  const headers = await adminHeaders(page.request);
  const raised = await page.request.put(`/api/admin/products/${product.id}`, {
    headers,
    multipart: { ...fields, price: '25.00' },
  });
  expect(raised.ok(), await raised.text()).toBe(true);
  await expect(page.getByTestId('checkout-total')).toHaveText('RM10.73');

  // The lock runs out: today's price is fetched and held again.
  await page.clock.fastForward('20:01');
  await expect(page.getByTestId('price-lock-renewed')).toHaveText(
    "Your 30-minute price lock ran out, so the total shows today's prices, held again for 30 minutes.",
  );
  await expect(page.getByTestId('checkout-total')).toHaveText('RM25.00');
  await expect(timer).toHaveText(/^Price held for (30:00|29:5\d)$/);
});

test('an order placed within the lock is charged the locked total after a price rise', async ({ page }) => {
  const fields = {
    title: `Paid Cam ${stamp()}`,
    category: 'Apps (Camera & Filters)',
    price: '10.73',
    stock: '5',
    description: 'A camera app',
  };
  const product = await createProduct(page.request, fields);
  await page.goto(`/product/${product.productCode}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('RM10.73');
  await expect(page.getByRole('timer')).toBeVisible();

  const headers = await adminHeaders(page.request);
  const raised = await page.request.put(`/api/admin/products/${product.id}`, {
    headers,
    multipart: { ...fields, price: '25.00' },
  });
  expect(raised.ok(), await raised.text()).toBe(true);

  await page.getByLabel('E-mail').fill(`locked.${stamp()}@example.com`);
  await page.getByLabel('WhatsApp number').fill('12-345 6789');
  await page.getByLabel(/Payment receipt/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: tinyPng(32, 32, [20, 120, 200]),
  });
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/order-confirmation/);
  await expect(page.getByText('RM10.73').first()).toBeVisible();
  await expect(page.getByText('RM25.00')).toHaveCount(0);
});

test('a cart above the maximum order amount says so and cannot go to checkout', async ({ page }) => {
  const fields = {
    title: `Big Suite ${stamp()}`,
    category: 'Apps (Camera & Filters)',
    price: '1999.99',
    stock: '5',
    description: 'A large licence',
  };
  const product = await createProduct(page.request, fields);
  // Far above any other test's cart, so browser tests running beside this one are not refused.
  await setMaximum(page.request, 1000);
  try {
    await page.goto(`/product/${product.productCode}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product added to cart!')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-maximum')).toHaveText(
      'The maximum order is RM1000.00. Your cart total is RM1999.99; remove RM999.99 to check out, or place it as separate orders.',
    );
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
  } finally {
    await setMaximum(page.request, 99999);
  }
});
