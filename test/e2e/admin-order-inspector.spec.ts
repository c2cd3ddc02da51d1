import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, createRentalProduct, logInAdmin, markPaid, placeOrder } from './support/admin';

async function adminOrder(request: APIRequestContext, headers: Record<string, string>, orderId: string) {
  const response = await request.get(`/api/admin/orders/${orderId}`, { headers });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { installationStepsSent: boolean; autoDelivery: { status: string } };
}

/**
 * The order inspector (issue 22): a real failure (ACTIVATE with no rental account left) shows on the inspector
 * with the job's error; after an account is added, Retry runs the same guarded job and the order is delivered, live.
 */
test("the inspector shows a failed job's error and retrying it delivers", async ({ page }) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(page.request);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  // Its own game, so its account pool is empty: ACTIVATE fails for want of an account (a code-delivered app would
  // wait as a backorder instead, and fill itself on restock).
  const product = await createRentalProduct(page.request, `Inspector Rental ${stamp}`);
  const orderId = await placeOrder(page.request, 'Inspecta', product.productCode);
  await markPaid(page.request, headers, orderId);

  const base = `/api/admin/orders/${orderId}`;
  expect((await page.request.post(`${base}/send-guide`, { headers })).status()).toBe(202);
  await expect.poll(async () => (await adminOrder(page.request, headers, orderId)).installationStepsSent).toBe(true);
  expect((await page.request.post(`${base}/activate`, { headers })).status()).toBe(202);
  await expect.poll(async () => (await adminOrder(page.request, headers, orderId)).autoDelivery.status).toBe('failed');

  await logInAdmin(page);
  await page.goto(`/test-order-debug?orderId=${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/inspect$`));
  await expect(page.getByRole('heading', { name: `Order inspector · ${orderId}` })).toBeVisible();

  const jobs = page.getByRole('region', { name: 'Jobs' });
  const activateJob = jobs.locator(`tr[data-job-id="activate.${orderId}"]`);
  await expect(activateJob).toContainText(`No rental accounts available for ${product.title}`);
  await expect(activateJob).toContainText('delivery_failed');
  await expect(activateJob.getByRole('link', { name: 'Queue monitor' })).toHaveAttribute(
    'href',
    new RegExp(`queue=fulfilment.*job=activate\\.${orderId}`),
  );
  // The guide's e-mail is listed with its outbox status.
  await expect(page.getByRole('region', { name: 'E-mails' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('delivery_failed by job');

  const username = `inspect_renter_${stamp}`;
  const added = await page.request.post('/api/admin/rental-accounts', {
    headers,
    data: {
      productCode: product.productCode,
      gameName: product.title,
      username,
      password: `Inspect!23-${stamp}`,
      loginToken: `TK${stamp}`,
    },
  });
  expect(added.ok(), await added.text()).toBeTruthy();

  await activateJob.getByRole('button', { name: 'Retry activate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'activate queued again' })).toBeVisible();
  // The job's result arrives over the socket and the page follows without a reload.
  await expect(page.getByRole('region', { name: 'Realtime events' })).toContainText('activate done');
  const deliveries = page.getByRole('region', { name: 'Deliveries' });
  await expect(deliveries).toContainText(username);
  await expect(deliveries).toContainText('delivered');
  await expect(page.getByText('Status: shipped')).toBeVisible();
  await expect(activateJob).toContainText('activated');
  await expect(activateJob.getByRole('button', { name: /Retry/ })).toHaveCount(0);
});
