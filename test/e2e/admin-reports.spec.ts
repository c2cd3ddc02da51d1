import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SalesReport, SupportReport } from '@kedai/contracts';
import { tinyPng } from '../support/files';
import { adminHeaders, createTestProduct, logInAdmin, markPaid } from './support/admin';

/**
 * Reports (docs/product/admin.md "Reports"): an admin opens Reports, sees the figures of the orders this test
 * placed (its own product, so other specs' orders today cannot change its row), reads the same numbers in the
 * table view and the CSV, and finds the support tab's heat map, its "where is my order?" figure and its channels
 * (all, then e-mail only, on screen and in the CSV). Orders are placed today, so the range is today.
 */

async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} → ${violation.nodes.map((n) => n.target.join(' '))}`);
}

/** A guest order of `quantity` of one product, paid by the admin. */
async function paidOrder(request: APIRequestContext, productCode: string, quantity: number) {
  const orderData = {
    items: [{ productCode, quantity }],
    privacyConsent: true,
    customerInfo: { name: 'Report Buyer', email: `report.${Date.now()}@example.com`, whatsapp: '012-345 6789' },
  };
  const response = await request.post('/api/orders', {
    multipart: {
      orderData: JSON.stringify(orderData),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng(48, 48, [40, 200, 40]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { orderId } = (await response.json()) as { orderId: string };
  await markPaid(request, await adminHeaders(request), orderId);
}

/** "RM42.00" → 42. */
const ringgit = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test('an admin reads the sales report as cards, charts, tables and CSV, and the support heat map and channels', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await createTestProduct(request, `Report Lens ${Date.now()}`);
  // RM6.00 each: 3 + 4 = 7 units, RM42.00, in two orders; more units than other specs buy of one product today.
  await paidOrder(request, product.productCode, 3);
  await paidOrder(request, product.productCode, 4);

  await logInAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // Today only (a custom range), by day: the answer the screen draws is the one it was sent.
  const today = await page.getByLabel('To', { exact: true }).inputValue();
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/reports/sales?') && response.url().includes(`from=${today}`) && response.ok(),
  );
  await page.getByLabel('From', { exact: true }).fill(today);
  await expect(page.getByLabel('Range', { exact: true })).toHaveValue('custom');
  const report = (await (await answer).json()) as SalesReport;
  expect(report.current.period).toMatchObject({ from: today, to: today });

  // The KPI cards show what was sent, and include this test's two orders.
  const card = (name: string) => page.getByRole('group', { name, exact: true }).getByTestId('kpi-value');
  await expect(card('Orders')).toHaveText(String(report.current.totals.orders));
  expect(report.current.totals.orders).toBeGreaterThanOrEqual(2);
  expect(report.current.totals.units).toBeGreaterThanOrEqual(7);
  await expect(card('Units')).toHaveText(String(report.current.totals.units));
  const revenue = ringgit((await card('Revenue').textContent()) ?? '');
  expect(revenue).toBe(Number(report.current.totals.revenue));
  expect(revenue).toBeGreaterThanOrEqual(42);
  await expect(page.getByText(/vs .* before/).first()).toBeVisible();

  // The charts are drawn (uPlot canvases), then the table views hold the same numbers.
  const overTime = page.getByRole('region', { name: 'Revenue over time', exact: true });
  await expect(overTime.getByRole('img')).toBeVisible();
  await expect(overTime.locator('canvas')).toHaveCount(1);
  await overTime.getByRole('button', { name: 'Table view' }).click();
  await expect(overTime.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
  const todayRow = overTime.getByRole('row').filter({ hasText: today }).first();
  await expect(todayRow.getByRole('cell').nth(1)).toHaveText(String(report.current.totals.orders));
  expect(ringgit((await todayRow.getByRole('cell').nth(5).textContent()) ?? '')).toBe(revenue);

  const byProduct = page.getByRole('region', { name: 'By product', exact: true });
  await expect(byProduct.locator('canvas')).toHaveCount(1);
  await byProduct.getByRole('button', { name: 'Table view' }).click();
  const ours = byProduct.getByRole('row').filter({ hasText: product.title });
  await expect(ours.getByRole('cell')).toHaveText([product.title, '2', '7', /42\.00/]);
  await byProduct.getByRole('button', { name: 'Table view' }).click();
  await expect(byProduct.locator('canvas')).toHaveCount(1);

  expect(await axeProblems(page)).toEqual([]);

  // The CSV has the same day's figures (money as plain numbers).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Period,Bucket,Orders,Units,Gross (RM),Refunds (RM),Revenue (RM),Discounts (RM)');
  const csvToday = lines.find((line) => line.startsWith(`current,${today},`))?.split(',') ?? [];
  // Other spec files place and pay orders today meanwhile: the CSV, made after the screen's answer, counts what
  // the server had between that answer and one asked after the download.
  const after = (await (
    await request.get(`/api/admin/reports/sales?from=${today}&to=${today}&granularity=day`, {
      headers: await adminHeaders(request),
    })
  ).json()) as SalesReport;
  const within = (value: number, first: number, last: number) =>
    expect(value >= Math.min(first, last) && value <= Math.max(first, last)).toBe(true);
  within(Number(csvToday[2]), report.current.totals.orders, after.current.totals.orders);
  within(Number(csvToday[6]), revenue, Number(after.current.totals.revenue));

  // Support: a heat map of weekday × hour, readable as a table of seven days.
  const supportAnswer = page.waitForResponse(
    (response) => response.url().includes('/api/admin/reports/support?') && response.ok(),
  );
  await page.getByRole('tab', { name: 'Support' }).click();
  const support = (await (await supportAnswer).json()) as SupportReport;
  const heat = page.getByRole('region', { name: 'When customers write', exact: true });
  await expect(heat.getByRole('img', { name: /Conversations started by weekday and hour/ })).toBeVisible();
  await heat.getByRole('button', { name: 'Table view' }).click();
  await expect(heat.getByRole('row')).toHaveCount(8);
  const total = support.heatMap.flat().reduce((sum, cell) => sum + cell, 0);
  await expect(page.getByRole('group', { name: 'Conversations', exact: true }).getByTestId('kpi-value')).toHaveText(
    String(total),
  );
  // "Where is my order?" answers are a figure of their own, and every channel has its row.
  await expect(
    page.getByRole('group', { name: '“Where is my order?” answers', exact: true }).getByTestId('kpi-value'),
  ).toHaveText(String(support.current.totals.whereIsMyOrder.sent));
  const perChannel = page.getByRole('table', { name: 'Per channel' });
  const channelRow = (name: string) =>
    perChannel.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  for (const [name, row] of [
    ['Web chat', support.byChannel[0]],
    ['WhatsApp', support.byChannel[1]],
    ['E-mail', support.byChannel[2]],
  ] as const) {
    await expect(channelRow(name).getByRole('cell').first()).toHaveText(String(row.conversations));
  }
  expect(await axeProblems(page)).toEqual([]);

  // Filtered to one channel: the server is asked for it, and the figures and the CSV are that channel's.
  const emailAnswer = page.waitForResponse(
    (response) => response.url().includes('/api/admin/reports/support?') && response.url().includes('channel=email'),
  );
  await page.getByLabel('Channel', { exact: true }).selectOption('email');
  const email = (await (await emailAnswer).json()) as SupportReport;
  expect(email.channel).toBe('email');
  await expect(perChannel.getByRole('row')).toHaveCount(2);
  await expect(channelRow('E-mail').getByRole('cell').first()).toHaveText(String(email.byChannel[0].conversations));
  await expect(page.getByRole('group', { name: 'Conversations', exact: true }).getByTestId('kpi-value')).toHaveText(
    String(email.current.totals.conversations),
  );
  const supportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const supportLines = (await readFile(await (await supportDownload).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(supportLines[1]).toBe('channel,filter,E-mail,,,,,,,,,,,,,,,');
  expect(supportLines.filter((line) => line.startsWith('channel,current,'))).toEqual([
    expect.stringMatching(new RegExp(`^channel,current,E-mail,${email.byChannel[0].conversations},`)),
  ]);
});
