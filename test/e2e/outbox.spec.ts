import { expect, test } from '@playwright/test';
import { logInAdmin, placeOrder } from './support/admin';

/** The outbox screen (issue 17): an order's e-mail with its real status, previewed and sent again. */
test('the admin finds an order e-mail in the outbox, previews it and resends it', async ({ page }) => {
  const orderId = await placeOrder(page.request, `Outbox${Date.now().toString(36)}`, 'DZ');
  await logInAdmin(page);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'E-mail Outbox' })).toBeVisible();
  await page.getByLabel('Search').fill(orderId);
  const rows = page.getByTestId('outbox-row');
  await expect(rows).toHaveCount(1);
  // This server has no SMTP: the screen says so instead of claiming the e-mail went out.
  await expect(rows.first()).toContainText(`We received your order ${orderId}`);
  await expect(rows.first()).toContainText('Not sent (no SMTP)');

  await rows.first().getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: `We received your order ${orderId}` });
  await expect(preview).toContainText(`/upload-receipt?orderId=${orderId}`);
  // The HTML version, in a sandboxed frame (no script, no navigation inside the admin).
  const html = preview.locator('iframe');
  await expect(html).toHaveAttribute('sandbox', '');
  await expect(preview.frameLocator('iframe').getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(preview.frameLocator('iframe').getByRole('link', { name: 'View your order' })).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+/redeem/${orderId}$`),
  );
  await preview.getByRole('button', { name: 'Close' }).click();

  await rows.first().getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(/^Queued again for /)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Status').selectOption('kept');
  await expect(rows).toHaveCount(2);
});
