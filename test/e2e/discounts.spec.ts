import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders, createTestProduct, logInAdmin } from './support/admin';

/**
 * Discount codes (docs/product/discounts.md): a bad code is refused with its reason in the cart; a good one shows
 * its line and the lower total in the cart, at checkout, on the confirmation and on the receipt; the admin's list
 * counts the use.
 */
test('a shopper applies a code in the cart and pays the discounted total through to the receipt', async ({ page }) => {
  const product = await createTestProduct(page.request, `Discounted app ${Date.now()}`);
  const code = `HALF${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/admin/discounts', {
    headers: await adminHeaders(page.request),
    data: { code, kind: 'percent', value: 50, usageLimit: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/product/${product.productCode}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-total')).toHaveText('RM6.00');

  const field = page.getByLabel('Discount code');
  await field.fill('NOPE-NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This discount code does not exist. Please check the spelling.')).toBeVisible();
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);

  await field.fill(` ${code.toLowerCase()} `);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
  await expect(page.getByTestId('cart-discount')).toContainText(`Discount (${code})`);
  await expect(page.getByTestId('cart-discount')).toContainText('RM3.00');
  await expect(page.getByTestId('cart-total')).toHaveText('RM3.00');

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('checkout-discount')).toContainText('RM3.00');
  await expect(page.getByTestId('checkout-total')).toHaveText('RM3.00');
  await page.getByLabel('E-mail').fill(`discount.${Date.now()}@example.com`);
  await page.getByLabel('WhatsApp number').fill('12-345 6789');
  await page
    .getByLabel(/Payment receipt/)
    .setInputFiles({ name: 'r.png', mimeType: 'image/png', buffer: tinyPng(32, 32) });
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByTestId('order-discount')).toContainText(`Discount (${code})`);
  await expect(page.getByTestId('order-discount')).toContainText('RM3.00');
  await page.getByRole('link', { name: 'View receipt (print or PDF)' }).click();
  await expect(page.getByTestId('receipt-discount')).toContainText('RM3.00');
  await expect(page.getByTestId('receipt-total')).toHaveText('RM3.00');

  await logInAdmin(page);
  await page.goto('/admin/discounts');
  await expect(page.getByTestId(`discount-row-${code}`).getByTestId('discount-uses')).toHaveText('1 / 5');
});
