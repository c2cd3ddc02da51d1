import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { createTestProduct } from './support/admin';
import { layoutProblems } from './support/layout-checks';

/**
 * Issue 17, receipts for the customer: a guest on a 375 px phone checks out, opens the receipt from the
 * confirmation (the link carries the order's access token), sees the lines and total, downloads the PDF made by
 * the server, and printing shows the receipt without the shop's header and chat button.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('a guest opens the receipt from the confirmation, on a phone, and gets its PDF', async ({ page }) => {
  test.setTimeout(120_000);
  const product = await createTestProduct(page.request, `Receipt Phone App ${Date.now()}`);
  await page.goto(`/product/${product.productCode}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel('E-mail').fill(`receipt.${Date.now()}@example.com`);
  await page.getByLabel('WhatsApp number').fill('12-345 6789');
  await page.getByLabel(/Payment receipt/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: tinyPng(24, 24, [10, 200, 90]),
  });
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed Successfully' })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderId).toMatch(/^\d{10}[A-Z]{5}$/);
  await expect(page.getByRole('link', { name: 'Replace payment receipt' })).toHaveAttribute(
    'href',
    `/upload-receipt?orderId=${orderId}`,
  );

  await page.getByRole('link', { name: 'View receipt (print or PDF)' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}/receipt\\?token=`));
  const receipt = page.getByTestId('customer-receipt');
  await expect(receipt.getByText(`Order ${orderId}`)).toBeVisible();
  await expect(receipt.getByRole('cell', { name: product.title })).toBeVisible();
  await expect(page.getByTestId('receipt-total')).toHaveText('RM6.00');
  await expect(page.getByTestId('receipt-payment-status')).toHaveText('Payment being checked');
  await expect(receipt.getByText('(Malaysia time)')).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.toString('latin1')).toContain(orderId);

  // The same address without the token is refused (the order id alone opens nothing).
  const bare = await page.request.get(`/api/orders/${orderId}/receipt`);
  expect(bare.status()).toBe(404);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('receipt-total')).toBeVisible();
});
