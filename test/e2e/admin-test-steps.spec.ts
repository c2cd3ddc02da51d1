import { expect, test } from '@playwright/test';
import { adminHeaders, createTestProduct, logInAdmin } from './support/admin';
import { overflowIn } from './support/layout-checks';

/**
 * Installation steps preview (issue 22): the old /test-steps leads to /admin/test-steps; a product of this
 * test's own making, with its guide configuration, shows the customer's and the admin's versions, on a phone.
 */
test("an admin previews a product's installation steps in both versions", async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const product = await createTestProduct(request, `Steps Cam ${stamp}`);
  const keyword = `steps cam ${stamp}`;
  const guideUrl = `https://example.com/guides/steps-cam-${stamp}`;
  const config = await request.post('/api/admin/guide-configs', {
    headers: await adminHeaders(request),
    data: {
      product: product.title,
      keywords: [keyword],
      password: 'steps-secret',
      response: 'Sign in on the Steps Cam app.',
      guideUrl,
      productCode: product.productCode,
    },
  });
  expect(config.status(), await config.text()).toBe(201);

  await page.setViewportSize({ width: 375, height: 800 });
  await logInAdmin(page);
  await page.goto('/test-steps');
  await expect(page).toHaveURL(/\/admin\/test-steps$/);
  await expect(page.getByRole('heading', { name: 'Installation Steps Preview', level: 1 })).toBeVisible();

  await page.getByLabel('Search products').fill(product.title);
  const select = page.getByLabel('Product', { exact: true });
  await expect(select.locator('option', { hasText: product.title })).toHaveCount(1);
  await select.selectOption({ label: `${product.title} (${product.productCode})` });
  await page.getByRole('button', { name: 'Preview steps' }).click();

  await expect(page.getByText('Sample order', { exact: true })).toBeVisible();
  const links = page.getByRole('region', { name: 'Installation guide page' });
  await expect(links).toContainText(`Live-chat keyword: ${keyword}`);
  await expect(links.getByRole('link', { name: guideUrl })).toBeVisible();

  const customer = page.getByRole('region', { name: 'Customer version' });
  await expect(customer).toContainText('Subject: Installation guide for your order');
  const customerText = customer.getByLabel('Customer version of the steps');
  await expect(customerText).toContainText(`${product.title} x 1`);
  await expect(customerText).toContainText('Open your installation guide: http');
  await expect(customerText).not.toContainText('ADMIN VERSION');

  const admin = page.getByRole('region', { name: 'Admin version' });
  const adminText = admin.getByLabel('Admin version of the steps');
  await expect(adminText).toContainText('ADMIN VERSION - contains sensitive details.');
  await expect(adminText).toContainText(`${product.title} x 1`);
  await expect(adminText).toContainText('Customer: Sample Customer <customer@example.com>');
  expect(await overflowIn(page, '#admin-main')).toEqual([]);

  await page.getByLabel('Order ID').fill('2601010000QQQQQ');
  await page.getByRole('button', { name: 'Preview steps' }).click();
  await expect(page.getByText('Order 2601010000QQQQQ not found. Check the order ID.')).toBeVisible();
});
