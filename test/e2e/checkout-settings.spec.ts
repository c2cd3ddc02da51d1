import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders, logInAdmin } from './support/admin';

/**
 * Settings that act (issue 14 item 4): the admin turns Alipay off and uploads a new checkout QR with its
 * e-wallet's name in Settings; a shopper's checkout then offers only the methods that are on, under
 * "Pay with {name}", with the new image. Everything is put back afterwards (other workers share the shop).
 * All methods off is not tried here, because a parallel worker's checkout would be refused meanwhile; the
 * API test checkout-settings covers it.
 */
test('payment methods and the QR set in Settings are what checkout offers', async ({ page, browser }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const wallet = `DuitNow QR ${stamp}`;
  const headers = await adminHeaders(page.request);
  const original = (await (await page.request.get('/api/admin/settings', { headers })).json()) as {
    paymentMethods: Record<string, boolean>;
  };
  const originalLabel = (
    (await (await page.request.get('/api/admin/payment/qr', { headers })).json()) as {
      label: string;
    }
  ).label;

  try {
    await logInAdmin(page);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    await page.getByLabel('Alipay').setChecked(false);
    await page.getByLabel('WeChat Pay').setChecked(true);
    await page.getByLabel('Bank transfer').setChecked(true);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();

    // The QR's own checks first: a GIF is refused in the browser, as the server would.
    const qrFile = page.getByLabel('New QR image');
    await qrFile.setInputFiles({ name: 'qr.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('Please upload the QR code as a JPEG or PNG image.')).toBeVisible();
    await page.getByLabel('E-wallet name').fill(wallet);
    await qrFile.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: tinyPng(24, 24, [10, 160, 90]) });
    await page.getByRole('button', { name: 'Save QR code' }).click();
    await expect(page.getByText('Checkout QR code saved.')).toBeVisible();
    const preview = page.getByAltText('Current checkout QR code');
    await expect(preview).toHaveJSProperty('complete', true);
    expect(await preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(24);

    // A shopper, in a browser of their own.
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await shop.goto('/product/DZ');
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(shop.getByText('Product added to cart!')).toBeVisible();
    await shop.goto('/checkout');
    await expect(shop.getByTestId('checkout-wallet')).toHaveText(`Pay with ${wallet}`);
    const qr = shop.getByRole('img', { name: `${wallet} payment QR code` });
    await expect(qr).toHaveJSProperty('complete', true);
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(24);
    const methods = shop.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio')).toHaveCount(2);
    await expect(methods.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
    await expect(methods.getByRole('radio', { name: 'Bank transfer' })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'Alipay' })).toHaveCount(0);
    await shopper.close();
  } finally {
    const current = (await (await page.request.get('/api/admin/settings', { headers })).json()) as Record<
      string,
      unknown
    > & { emailSettings: Record<string, unknown> };
    const { updatedAt: _updatedAt, emailSettings, ...rest } = current;
    const { hasSmtpPassword: _has, ...email } = emailSettings;
    await page.request.put('/api/admin/settings', {
      headers,
      data: { ...rest, emailSettings: email, paymentMethods: original.paymentMethods },
    });
    await page.request.put('/api/admin/payment/qr', { headers, multipart: { label: originalLabel } });
  }
});
