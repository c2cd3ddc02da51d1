import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, createTestProduct, linkTokenFromMail, logInAdmin, markPaid, placeOrder } from './support/admin';

/**
 * The admin dashboard (docs/product/admin.md#dashboard) against the real server: this month's order
 * count and revenue in RM, the top 5 products and what waits for an admin, updated when an order comes
 * in; a card for every admin screen of the navigation. And the admin guard (docs/product/admin.md#admin-access):
 * auto delivery sends a signed-in non-admin to /login, the other admin screens send them home.
 * Another worker places orders in the same database, so figures are compared as "went up", never exactly.
 */

const RM = /^RM\d{1,3}(,\d{3})*\.\d{2}$/;

const statCard = (page: Page, label: string) => page.getByRole('group', { name: label });
const statValue = async (page: Page, label: string) =>
  Number((await statCard(page, label).locator('span').nth(1).innerText()).replace(/[^\d.]/g, ''));

test('the admin sees this month in RM, updated live, and a card for every admin screen', async ({ page }) => {
  await logInAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  for (const label of [
    'Orders this month',
    'Revenue this month',
    'Payments to review',
    'Paid, not delivered',
    'Waiting for stock',
    'Codes running low',
    'Low stock',
  ]) {
    await expect(statCard(page, label)).toBeVisible();
  }
  await expect(statCard(page, 'Orders this month').locator('span').nth(1)).toHaveText(/^\d[\d,]*$/);
  await expect(statCard(page, 'Revenue this month').locator('span').nth(1)).toHaveText(RM);
  // The month's cards draw the days so far and say how the same days of last month compare.
  for (const label of ['Orders this month', 'Revenue this month']) {
    await expect(statCard(page, label).getByTestId('sparkline')).toHaveCount(1);
    await expect(statCard(page, label).getByTestId('stat-change')).toContainText('in the same days last month');
  }
  await expect(page.getByText('Malaysia time (GMT+8)')).toBeVisible();

  // A paid order while the page is open: the figures follow without a reload.
  const ordersBefore = await statValue(page, 'Orders this month');
  const revenueBefore = await statValue(page, 'Revenue this month');
  const headers = await adminHeaders(page.request);
  // Its own product: a paid order with an empty pool waits for codes, and must not take the next DZ codes.
  const product = await createTestProduct(page.request, `Hakim Cam ${Date.now()}`);
  const orderId = await placeOrder(page.request, 'Hakim', product.productCode);
  await markPaid(page.request, headers, orderId);
  await expect.poll(() => statValue(page, 'Orders this month')).toBeGreaterThan(ordersBefore);
  await expect.poll(() => statValue(page, 'Revenue this month')).toBeGreaterThan(revenueBefore);

  // It sold this month, so the top 5 is a list of at most five, each with a quantity and RM revenue.
  const top = page.getByRole('list', { name: 'Top 5 products' });
  await expect(top.getByRole('listitem').first()).toBeVisible();
  expect(await top.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  await expect(top.getByRole('listitem').first()).toContainText(/\d+ sold/);
  await expect(top.getByRole('listitem').first().locator('strong')).toHaveText(RM);

  // Every screen in the admin navigation has its section card.
  const sections = page.getByRole('region', { name: 'Admin sections' });
  const navPaths = await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const screens = navPaths.filter((path) => path !== '/admin');
  expect(screens).toHaveLength(23);
  for (const path of screens) await expect(sections.locator(`a[href="${path}"]`)).toHaveCount(1);
  for (const title of ['Orders', 'Auto Delivery', 'Products', 'Password Manager', 'Ops: Queues']) {
    await expect(sections.getByRole('link', { name: new RegExp(`^${title.replace(/[:]/g, '\\$&')}`) })).toBeVisible();
  }

  await sections.getByRole('link', { name: /^Code Pools/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/code-pools');
});

test('a signed-in customer is sent to /login from auto delivery, and home from other admin screens', async ({
  page,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Name').fill(`Zul ${stamp}`);
  await page.getByLabel('E-mail').fill(`zul.${stamp}@example.com`);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Open it to finish creating your account.');
  await page.goto(
    `/confirm-email?token=${await linkTokenFromMail(page.request, `zul.${stamp}@example.com`, '/confirm-email')}`,
  );
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto('/admin/auto-delivery');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByText('Please log in with an admin account.')).toBeVisible();

  await page.goto('/admin/orders');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('without a session, auto delivery and the dashboard go to /login', async ({ page }) => {
  await page.goto('/admin/auto-delivery');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
