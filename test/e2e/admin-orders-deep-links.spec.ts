import { expect, test } from '@playwright/test';
import { logInAdmin, placeOrder } from './support/admin';

/**
 * Deep links into Admin Orders (issue 22): ?focus=<orderId> (the queue monitor's and the chat sidebar's
 * "Open the order") opens that order's details, and the filters are in the URL, so a link opens exactly
 * that view and a change to the filters shows in the address.
 */
test("?focus= opens that order's details and the filters live in the URL", async ({ page }) => {
  const name = `Focus${Date.now().toString(36)}`;
  const orderId = await placeOrder(page.request, name, 'DZ');
  await logInAdmin(page);

  await page.goto(`/admin/orders?focus=${orderId}`);
  const details = page.getByRole('dialog', { name: `Order ${orderId}` });
  await expect(details).toBeVisible();
  await expect(details).toContainText(name);

  await page.goto(`/admin/orders?q=${orderId}&status=pending`);
  await expect(page.getByLabel('Search')).toHaveValue(orderId);
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await expect(page.locator(`tr[data-order-id="${orderId}"]`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.locator(`tr[data-order-id="${orderId}"]`)).toHaveCount(0);

  // The queue monitor's link for a job of this order is the same address.
  await page.goto(`/admin/orders?focus=${encodeURIComponent(orderId)}&status=pending`);
  await expect(page.getByRole('dialog', { name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: /close/i }).first().click();
  await expect(page).not.toHaveURL(/focus=/);
  await expect(page).toHaveURL(/status=pending/);
});
