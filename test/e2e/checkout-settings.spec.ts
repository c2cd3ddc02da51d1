import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders, logInAdmin } from './support/admin';

/**
 * Settings that act: each manual payment method has its own name, QR image, account details and instructions,
 * edited in Settings → Payment Methods; a shopper's checkout offers only the methods that are on and shows
 * exactly the chosen one's (its name over its QR, its account, its instructions). Everything is put back
 * afterwards (other workers share the shop). All methods off is covered by the API test checkout-settings.
 */
test('each manual method set in Settings is exactly what checkout shows when chosen', async ({ page, browser }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const duitNowName = `DuitNow ${stamp}`;
  const headers = await adminHeaders(page.request);
  const original = (await (await page.request.get('/api/admin/settings', { headers })).json()) as {
    paymentMethods: Record<string, boolean>;
  };
  const originalMethods = (await (await page.request.get('/api/admin/payment/methods', { headers })).json()) as {
    key: string;
    label: string;
    accountDetails: string;
    instructions: string;
  }[];

  try {
    await logInAdmin(page);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    // Touch 'n Go, the shop's default method, stays on: specs running beside this one pay with it.
    await page.getByRole('checkbox', { name: "Touch 'n Go eWallet" }).setChecked(true);
    await page.getByRole('checkbox', { name: 'DuitNow QR' }).setChecked(true);
    await page.getByRole('checkbox', { name: 'Alipay' }).setChecked(false);
    await page.getByRole('checkbox', { name: 'WeChat Pay' }).setChecked(true);
    await page.getByRole('checkbox', { name: 'Bank transfer' }).setChecked(true);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();

    // DuitNow: its own name, QR and instructions. A GIF is refused in the browser first, as the server would.
    const duitNow = page.getByTestId('method-duitNow');
    const qrFile = duitNow.getByLabel('New QR image');
    await qrFile.setInputFiles({ name: 'qr.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(duitNow.getByText('Please upload the QR code as a JPEG or PNG image.')).toBeVisible();
    await duitNow.getByLabel('Name shown at checkout').fill(duitNowName);
    await qrFile.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: tinyPng(24, 24, [10, 160, 90]) });
    await duitNow.getByLabel('Account details').fill('DuitNow ID 202601234567');
    await duitNow.getByLabel('Instructions').fill(`Write ${stamp} in the payment reference.`);
    await duitNow.getByRole('button', { name: 'Save DuitNow QR' }).click();
    await expect(duitNow.getByText('DuitNow QR saved.')).toBeVisible();
    const preview = duitNow.getByAltText('DuitNow QR QR code');
    await expect(preview).toHaveJSProperty('complete', true);
    expect(await preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(24);

    // Bank transfer: no QR, an account to pay into.
    const bank = page.getByTestId('method-bankTransfer');
    await bank.getByLabel('Account details').fill(`Maybank 5140 ${stamp}`);
    await bank.getByLabel('Instructions').fill('');
    await bank.getByRole('button', { name: 'Save Bank transfer' }).click();
    await expect(bank.getByText('Bank transfer saved.')).toBeVisible();

    // A shopper, in a browser of their own.
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await shop.goto('/product/DZ');
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(shop.getByText('Product added to cart!')).toBeVisible();
    await shop.goto('/checkout');
    const methods = shop.getByRole('group', { name: 'Payment method' });
    // The manual methods on, and only those (online gateways another spec turns on may sit beside them).
    for (const name of [duitNowName, 'WeChat Pay', 'Bank transfer']) {
      await expect(methods.getByRole('radio', { name })).toBeVisible();
    }
    await expect(methods.getByRole('radio', { name: "Touch 'n Go eWallet" })).toBeChecked();
    await expect(methods.getByRole('radio', { name: 'Alipay' })).toHaveCount(0);
    await methods.getByRole('radio', { name: duitNowName }).check();
    await expect(shop.getByTestId('checkout-wallet')).toHaveText(`Pay with ${duitNowName}`);
    const qr = shop.getByRole('img', { name: `${duitNowName} payment QR code` });
    await expect(qr).toHaveJSProperty('complete', true);
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(24);
    await expect(shop.getByTestId('checkout-account')).toHaveText('DuitNow ID 202601234567');
    await expect(shop.getByTestId('checkout-method-instructions')).toHaveText(
      `Write ${stamp} in the payment reference.`,
    );

    // Bank transfer chosen: its name, its account, no QR, and no other method's words.
    await methods.getByRole('radio', { name: 'Bank transfer' }).check();
    await expect(shop.getByTestId('checkout-wallet')).toHaveText('Pay with Bank transfer');
    await expect(shop.getByRole('img', { name: /payment QR code/ })).toHaveCount(0);
    await expect(shop.getByTestId('checkout-account')).toHaveText(`Maybank 5140 ${stamp}`);
    await expect(shop.getByTestId('checkout-method-instructions')).toHaveCount(0);
    await expect(shop.getByTestId('checkout-pay-hint')).toContainText('as shown above');
    await expect(shop.getByText(duitNowName)).toHaveCount(1);

    // The order and its receipt name the method chosen.
    await shop.getByLabel('E-mail').fill(`bank.${stamp}@example.com`);
    await shop.getByLabel('WhatsApp number').fill('12-345 6789');
    await shop.getByLabel(/Payment receipt/).setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: tinyPng(30, 30, [90, 20, 20]),
    });
    await shop.getByRole('checkbox', { name: /privacy notice/ }).check();
    await shop.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(shop).toHaveURL(/\/order-confirmation/);
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
    for (const method of originalMethods.filter((one) => ['duitNow', 'bankTransfer'].includes(one.key))) {
      await page.request.put(`/api/admin/payment/methods/${method.key}`, {
        headers,
        multipart: {
          label: method.label,
          accountDetails: method.accountDetails,
          instructions: method.instructions,
          removeImage: 'true',
        },
      });
    }
  }
});
