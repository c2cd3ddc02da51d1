import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, createTestProduct, logInAdmin, markPaid, placeOrder } from './support/admin';

/** A YYYY-MM-DD day in Malaysia time (GMT+8), `offsetDays` from today. */
const malaysiaDay = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"] dd`).first();

/**
 * The Orders screen's stats and filters (issue 22): payment status "paid" and a date range narrow both the
 * list and the stats (computed on the server), and the view is in the URL, so a reload opens exactly it.
 */
test('payment status and a date range narrow the list and the stats, and survive a reload', async ({
  page,
  request,
}) => {
  const name = `Stats${Date.now().toString(36)}`;
  const headers = await adminHeaders(request);
  // Its own product: paid with an empty pool, the orders wait for codes and must not take the next DZ codes.
  const { productCode } = await createTestProduct(request, `${name} Cam`);
  const paidA = await placeOrder(request, `${name}a`, productCode);
  const paidB = await placeOrder(request, `${name}b`, productCode);
  const unpaid = await placeOrder(request, `${name}c`, productCode);
  await markPaid(request, headers, paidA);
  await markPaid(request, headers, paidB);
  let cents = 0;
  for (const orderId of [paidA, paidB]) {
    const order = (await (await request.get(`/api/admin/orders/${orderId}`, { headers })).json()) as {
      totalAmount: number;
    };
    cents += Math.round(order.totalAmount * 100);
  }
  const revenue = `RM${(cents / 100).toFixed(2)}`;
  const row = (orderId: string) => page.locator(`tr[data-order-id="${orderId}"]`);

  await logInAdmin(page);
  await page.goto(`/admin/orders?q=${name}`);
  await expect(row(unpaid)).toBeVisible();
  await expect(stat(page, 'Total Orders')).toHaveText('3');
  await expect(stat(page, 'Pending')).toHaveText('1');
  await expect(stat(page, 'Revenue')).toHaveText(revenue);
  await expect(stat(page, 'Delivered')).toHaveText('0');

  await page.getByLabel('Payment', { exact: true }).selectOption('paid');
  await expect(page).toHaveURL(/payment=paid/);
  await expect(row(unpaid)).toHaveCount(0);
  await expect(row(paidA)).toBeVisible();
  await expect(row(paidB)).toBeVisible();
  await expect(stat(page, 'Total Orders')).toHaveText('2');
  await expect(stat(page, 'Pending')).toHaveText('0');
  await expect(stat(page, 'Revenue')).toHaveText(revenue);

  // Yesterday only (Malaysia time): nothing of today's.
  await page.getByLabel('From', { exact: true }).fill(malaysiaDay(-1));
  await page.getByLabel('To', { exact: true }).fill(malaysiaDay(-1));
  await expect(page.getByText('No orders match your current filters')).toBeVisible();
  await expect(stat(page, 'Total Orders')).toHaveText('0');
  await expect(stat(page, 'Revenue')).toHaveText('RM0.00');

  // Yesterday to today: the paid orders are back.
  await page.getByLabel('To', { exact: true }).fill(malaysiaDay(0));
  await expect(page).toHaveURL(new RegExp(`from=${malaysiaDay(-1)}.*to=${malaysiaDay(0)}|to=${malaysiaDay(0)}.*from=`));
  await expect(row(paidA)).toBeVisible();
  await expect(stat(page, 'Total Orders')).toHaveText('2');

  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue(name);
  await expect(page.getByLabel('Payment', { exact: true })).toHaveValue('paid');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(malaysiaDay(-1));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(malaysiaDay(0));
  await expect(row(paidB)).toBeVisible();
  await expect(row(unpaid)).toHaveCount(0);
  await expect(stat(page, 'Total Orders')).toHaveText('2');
  await expect(stat(page, 'Revenue')).toHaveText(revenue);
});
