import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPng } from '../support/files';
import { CUSTOMER_PASSWORD, logIn } from './support/storefront-tour';
import { registerCustomer } from './support/admin';

/**
 * One way to say status, time and money (docs/product/rules.md#money-and-time): the same status wording on /redeem,
 * /order and /my-orders; dates in Malaysian time even on a phone set to another zone; amounts as RM
 * with thousands separators; a rental-only order speaks of the game account, never of codes or the
 * 3-day installation expiry.
 */

test.use({ timezoneId: 'America/Los_Angeles' });

async function register(request: APIRequestContext) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `wording.${stamp}@example.com`;
  const token = await registerCustomer(request, { name: `Wording ${stamp}`, email, password: CUSTOMER_PASSWORD });
  return { email, token };
}

async function order(request: APIRequestContext, token: string, item: Record<string, unknown>) {
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      orderData: JSON.stringify({
        items: [{ quantity: 1, ...item }],
        privacyConsent: true,
        customerInfo: { whatsapp: '012-345 6789' },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

/** "dd/mm/yyyy, h:mm" of the order id's stamp, which is Malaysian time. */
function malaysianStamp(orderId: string): string {
  const [, yy, mo, dd, hh, mi] = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)/.exec(orderId) ?? [];
  const hour12 = Number(hh) % 12 === 0 ? 12 : Number(hh) % 12;
  return `${dd}/${mo}/20${yy}, ${hour12}:${mi}`;
}

test('status, Malaysian time and rental wording agree across /redeem, /order and /my-orders', async ({ page }) => {
  const { email, token } = await register(page.request);
  const appOrder = await order(page.request, token, { productCode: 'VS' });
  const rentalOrder = await order(page.request, token, { productCode: 'ER', option: '3_hours' });

  // A guest's view first (a logged-in customer is sent from /redeem to /my-orders).
  await page.goto(`/redeem/${rentalOrder}`);
  await expect(page.getByTestId('order-status')).toHaveText('pending');
  await expect(page.getByTestId('order-status-meaning')).toHaveText('We are checking your payment.');
  await expect(page.getByText(malaysianStamp(rentalOrder))).toBeVisible();
  await expect(page.getByText(/Your game account appears here/)).toBeVisible();
  await expect(page.getByTestId('redeem-order').getByText(/activation code/i)).toHaveCount(0);

  await page.goto(`/guide/${rentalOrder}`);
  await expect(page.getByText('Rental time', { exact: true })).toBeVisible();
  await expect(page.getByText('Installation expires')).toHaveCount(0);
  await expect(page.getByText(/3-day installation/)).toHaveCount(0);

  await logIn(page, email);
  await page.goto(`/order/${rentalOrder}`);
  await expect(page.getByTestId('order-status')).toHaveText('pending');
  await expect(page.getByTestId('order-status-meaning')).toHaveText('We are checking your payment.');
  await expect(page.getByTestId('order-notes')).toContainText('rental time starts after delivery');
  await expect(page.getByTestId('order-notes')).not.toContainText('codes are single use');
  await expect(page.getByText(malaysianStamp(rentalOrder))).toBeVisible();

  await page.goto(`/order/${appOrder}`);
  await expect(page.getByTestId('order-notes')).toContainText(
    'codes are single use and must be activated within 24 hours',
  );

  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: appOrder });
  await expect(card).toContainText(`${malaysianStamp(appOrder)}`);
  await expect(card).toContainText('We are checking your payment.');
});

test('amounts show RM with thousands separators and two decimals', async ({ page }) => {
  await page.goto('/product/MK8');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  const more = page.getByRole('button', { name: /^One more / });
  for (let quantity = 2; quantity <= 30; quantity += 1) await more.click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveText('30');
  // 30 x RM39.99
  await expect(page.getByTestId('cart-total')).toHaveText('RM1,199.70');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('RM1,199.70');
});
