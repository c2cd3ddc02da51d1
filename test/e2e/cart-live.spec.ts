import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders } from './support/admin';

/**
 * The cart asks the server (issue: the money path): quantity stops at the stock, a price changed by an
 * admin while the item sat in the cart is shown and must be accepted, and checkout's QR asks for the
 * server's total.
 */
async function createProduct(request: APIRequestContext, fields: Record<string, string>) {
  const headers = await adminHeaders(request);
  const response = await request.post('/api/admin/products', {
    headers,
    multipart: {
      ...fields,
      images: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; productCode: string; title: string };
}

test('the cart stops at the stock, shows a changed price, and checkout asks for the server total', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const fields = {
    title: `Live Cart Cam ${stamp}`,
    category: 'Apps (Camera & Filters)',
    price: '7.50',
    stock: '2',
    description: 'A camera app',
  };
  const product = await createProduct(page.request, fields);

  await page.goto(`/product/${product.productCode}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  const item = page.getByTestId('cart-item').filter({ hasText: fields.title });
  await expect(item.getByTestId('cart-line-stock')).toHaveText('Only 2 left');
  await item.getByRole('button', { name: `One more ${fields.title}` }).click();
  await expect(item.getByLabel('Quantity')).toHaveText('2');
  await expect(item.getByRole('button', { name: `One more ${fields.title}` })).toBeDisabled();

  // An admin raises the price while the item sits in the cart.
  const headers = await adminHeaders(page.request);
  const updated = await page.request.put(`/api/admin/products/${product.id}`, {
    headers,
    multipart: { ...fields, price: '9.00' },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Prices have changed' })).toContainText(
    `The price of ${fields.title} changed from RM7.50 to RM9.00.`,
  );
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await page.getByRole('button', { name: 'Use the new prices' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('RM18.00');

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('RM18.00');
  await expect(page.getByTestId('checkout-pay-hint')).toHaveText(
    'Scan the QR code, pay RM18.00, then upload the payment receipt below.',
  );
});
