import { expect, test } from '@playwright/test';
import { adminHeaders, logInAdmin, placeOrder } from './support/admin';

/** The audit log screen (issue 35, item 2): an admin finds who confirmed a payment by filtering. */
test('the admin filters the audit log down to one order’s payment change, then to nobody', async ({ page }) => {
  const orderId = await placeOrder(page.request, `Audit${Date.now().toString(36)}`, 'DZ');
  const headers = await adminHeaders(page.request);
  const paid = await page.request.put(`/api/admin/orders/${orderId}/payment`, {
    headers,
    data: { paymentStatus: 'paid' },
  });
  expect(paid.ok()).toBeTruthy();

  await logInAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toBeVisible();

  await page.getByLabel('Action').selectOption('order.payment-status-changed');
  await page.getByLabel('Target id').fill(orderId);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderId);
  await expect(rows.first()).toContainText('order.payment-status-changed');
  await expect(rows.first()).toContainText('pending → paid');
  await expect(page.getByTestId('audit-total')).toHaveText('1 entry');

  await page.getByLabel('Person').fill('Nobody Of That Name');
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await expect(rows).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows.first()).toBeVisible();
  await expect(page.getByLabel('Target id')).toHaveValue('');
});
