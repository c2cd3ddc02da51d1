import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPng } from '../support/files';
import { TEST_ADMIN } from '../support/test-env';

/**
 * The Activation Center's e-mail mode (docs/product/storefront.md#activation-center): before the address is proved
 * only totals and product types show (no order times, statuses or id fragments, which would narrow an order
 * id); a one-time code mailed to it unlocks the list.
 */

async function placeGuestOrder(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/orders', {
    multipart: {
      orderData: JSON.stringify({
        items: [{ productCode: 'VS', quantity: 1 }],
        privacyConsent: true,
        customerInfo: { name: 'Siti', email, whatsapp: '012-345 6789' },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: TEST_ADMIN });
  const { token } = (await login.json()) as { token: string };
  let code: string | undefined;
  await expect(async () => {
    const outbox = await request.get(`/api/admin/outbox?relatedId=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [message] = (await outbox.json()) as { textBody: string }[];
    code = /\b(\d{6})\b/.exec(message?.textBody ?? '')?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code ?? '';
}

test('e-mail lookup shows only totals until the one-time code proves the address', async ({ page }) => {
  const email = `siti.${Date.now()}@example.com`;
  const orderId = await placeGuestOrder(page.request, email);

  await page.goto('/redeem');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'E-mail' }).press('Enter');
  await expect(page.getByRole('heading', { name: `Orders for ${email}` })).toBeVisible();
  await expect(page.getByText('confirm that this e-mail address is yours')).toBeVisible();
  await expect(page.getByText(orderId.slice(0, 6))).toHaveCount(0);

  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await mailedCode(page.request, email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByRole('link', { name: orderId }).click();
  await expect(page).toHaveURL(new RegExp(`/redeem/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
});

test('an address without orders shows No Orders Found for Email', async ({ page }) => {
  await page.goto('/redeem');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No Orders Found for Email' })).toBeVisible();
});
