import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, createTestProduct, logInAdmin, markPaid, placeOrder } from './support/admin';

/**
 * The admin fulfilment screens against the real server (docs/product/admin.md#orders,
 * docs/product/orders.md#fulfilment-guide-then-activate): a customer's new order appears in the admin table without a
 * reload; GUIDE then ACTIVATE, each behind a confirmation, end with the SENT badge, the shipped status and the
 * activation code on the row, while the customer's /redeem/{orderId}, open side by side, follows each step and shows
 * the code without a reload; the receipt view shows the uploaded image; a step another admin already did is refused
 * with its message; codes pasted into a product's pool are counted with duplicates removed.
 */

interface AdminOrderAnswer {
  orderId: string;
  status: string;
  installationStepsSent: boolean;
  activationCode: string | null;
  pendingStep: string | null;
}

async function adminOrder(request: APIRequestContext, headers: Record<string, string>, orderId: string) {
  const response = await request.get(`/api/admin/orders/${orderId}`, { headers });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as AdminOrderAnswer;
}

async function addCodes(
  request: APIRequestContext,
  headers: Record<string, string>,
  productCode: string,
  codes: string[],
) {
  const response = await request.post(`/api/admin/code-pools/${productCode}/codes`, {
    headers,
    data: { text: codes.join('\n') },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

const orderRow = (page: Page, orderId: string) => page.locator(`tr[data-order-id="${orderId}"]`);

test('a new order appears live; GUIDE then ACTIVATE ship it with a code; the receipt view shows the image', async ({
  browser,
}) => {
  // Two browsers, two jobs and a receipt on a machine shared with other test runs.
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const customer = await customerContext.newPage();
  try {
    const headers = await adminHeaders(adminContext.request);
    // Its own product and pool: codes added to a shared product's pool go at once to other tests' orders waiting
    // for that product's codes (backorders are filled on restock).
    const product = await createTestProduct(adminContext.request, `Farah Cam ${Date.now()}`);
    await addCodes(adminContext.request, headers, product.productCode, [`E2E${Date.now()}A`, `E2E${Date.now()}B`]);

    await logInAdmin(admin);
    await admin.goto('/admin/orders');
    await expect(admin.getByRole('heading', { name: 'Order Management' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    // A marker that a reload would wipe.
    await admin.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    // The customer orders in their own browser; the admin's table shows it with no reload, above the
    // orders listed before (other tests running alongside may add theirs above it).
    const rowIds = () => admin.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.dataset.orderId));
    const [previousTop] = await rowIds();
    await customer.goto('/');
    const orderId = await placeOrder(customer.request, 'Farah', product.productCode);
    const row = orderRow(admin, orderId);
    await expect(row).toBeVisible();
    if (previousTop) {
      const ids = await rowIds();
      expect(ids.indexOf(orderId)).toBeLessThan(ids.indexOf(previousTop));
    }
    await expect(row).toContainText(orderId.slice(-8));
    await expect(row).toContainText('Farah');
    await expect(row.getByTestId('order-status')).toHaveText('Pending');
    expect(await admin.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // Side by side: the customer keeps their Activation Center page open while the admin works.
    await customer.goto(`/redeem/${orderId}`);
    await expect(customer.getByTestId('order-status')).toHaveText('pending');
    await customer.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    // Unpaid: GUIDE and ACTIVATE are not available yet.
    await expect(row.getByRole('button', { name: 'GUIDE' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'ACTIVATE' })).toBeDisabled();
    // Why, in words on the row (not only in a tooltip).
    await expect(row.getByTestId('step-blocked')).toHaveText('Order must be paid first!');

    // The details modal: payment paid (a pending order becomes paid too), then a status change, which
    // closes the modal.
    await row.getByRole('button', { name: 'Details' }).click();
    const modal = admin.getByRole('dialog', { name: `Order ${orderId}` });
    await expect(modal.getByText('Farah').first()).toBeVisible();
    await modal.getByLabel('Payment status').selectOption('paid');
    await expect(row.getByTestId('order-status')).toHaveText('Paid');
    await expect(modal.getByLabel('Order status')).toHaveValue('paid');
    await modal.getByLabel('Order status').selectOption('processing');
    await expect(modal).toBeHidden();
    await expect(row.getByTestId('order-status')).toHaveText('Processing');

    // GUIDE, confirmed: the row ends with the SENT badge and status processing.
    await row.getByRole('button', { name: 'GUIDE' }).click();
    const confirmGuide = admin.getByRole('alertdialog', { name: 'Send installation guide?' });
    await confirmGuide.getByRole('button', { name: 'Send guide' }).click();
    await expect(row.getByText('SENT', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(row.getByTestId('order-status')).toHaveText('Processing');
    await expect(customer.getByTestId('order-status')).toHaveText('processing');

    // ACTIVATE, confirmed: shipped with the code from the pool.
    await row.getByRole('button', { name: 'ACTIVATE' }).click();
    const confirmActivate = admin.getByRole('alertdialog', { name: 'Send activation code?' });
    await confirmActivate.getByRole('button', { name: 'ACTIVATE' }).click();
    await expect(row.getByTestId('order-status')).toHaveText('Shipped', { timeout: 20_000 });
    const stored = await adminOrder(adminContext.request, headers, orderId);
    expect(stored.activationCode).toBeTruthy();
    await expect(row.getByTestId('activation-code')).toHaveText(stored.activationCode ?? '');
    // The customer's page shows the code without a reload.
    await expect(customer.getByTestId('activation-code')).toHaveText(stored.activationCode ?? '');
    await expect(customer.getByTestId('order-status')).toHaveText('shipped');
    expect(await customer.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await expect(row.getByRole('button', { name: 'Email' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Interface' })).toBeVisible();
    await expect(row.getByText('Sending…')).toHaveCount(0);

    // The timeline in the details modal records both steps.
    await row.getByRole('button', { name: 'Details' }).click();
    await expect(modal.getByRole('list', { name: 'Order timeline' }).locator('li')).not.toHaveCount(0);
    await modal.getByRole('button', { name: 'Close' }).click();

    // The receipt view: order info and the uploaded image, fetched with the admin's token.
    await admin.goto(`/admin/receipt-view/${orderId}`);
    await expect(admin.getByRole('heading', { name: 'Payment Receipt' })).toBeVisible();
    const preview = admin.getByRole('img', { name: `Payment receipt of order ${orderId}` });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
    await expect(admin.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Back to Orders' })).toBeVisible();

    await admin.goto('/admin/receipt-view');
    await expect(admin.getByText('Order ID cannot be empty.')).toBeVisible();

    // Generate PDF's printable receipt and the Email popup's installation steps (customer and admin).
    await admin.goto(`/admin/receipt-view/${orderId}/print`);
    await expect(admin.getByRole('article', { name: 'Printable receipt' })).toContainText(orderId);
    await expect(admin.getByRole('button', { name: 'Print' })).toBeEnabled();
    await expect(admin.getByRole('button', { name: 'Close' })).toBeVisible();
    await admin.goto(`/admin/orders/${orderId}/installation-steps`);
    await expect(admin.getByRole('heading', { name: 'Installation Steps' })).toBeVisible();
    await expect(admin.getByText('This is what the customer receives by e-mail.')).toBeVisible();
    await expect(admin.getByText(stored.activationCode ?? '').first()).toBeVisible();
    await admin.getByRole('button', { name: 'Admin', exact: true }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: 'This version contains sensitive details' }),
    ).toBeVisible();
    await expect(admin.getByText(/^ADMIN VERSION/)).toBeVisible();
  } finally {
    await adminContext.close();
    await customerContext.close();
  }
});

test('a GUIDE another admin already sent is refused with the spec message', async ({ page }) => {
  const headers = await adminHeaders(page.request);
  // Its own product: a paid order with an empty pool waits for codes, and must not take the next DZ codes.
  const product = await createTestProduct(page.request, `Imran Cam ${Date.now()}`);
  const orderId = await placeOrder(page.request, 'Imran', product.productCode);
  await markPaid(page.request, headers, orderId);

  await logInAdmin(page);
  await page.goto('/admin/orders');
  const row = orderRow(page, orderId);
  await row.getByRole('button', { name: 'GUIDE' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send installation guide?' });
  await expect(confirm).toBeVisible();

  // Meanwhile another admin sends it.
  const sent = await page.request.post(`/api/admin/orders/${orderId}/send-guide`, { headers });
  expect(sent.status()).toBe(202);
  await expect
    .poll(async () => (await adminOrder(page.request, headers, orderId)).installationStepsSent, { timeout: 20_000 })
    .toBe(true);

  await confirm.getByRole('button', { name: 'Send guide' }).click();
  await expect(page.getByTestId('step-notice')).toContainText(
    'Basic installation guide has already been sent to this customer!',
  );
  await expect(row.getByText('SENT', { exact: true })).toBeVisible();
});

test('Debug shows the live connection, the loaded filter and the live events as they arrive', async ({ page }) => {
  const headers = await adminHeaders(page.request);
  await logInAdmin(page);
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'Debug' }).click();
  const debug = page.getByRole('region', { name: 'Debug' });
  await expect(debug.getByTestId('live-connection')).toHaveText('Live: connected');
  await expect(debug).toContainText('status all');

  // Its own product: a paid order with an empty pool waits for codes, and must not take the next DZ codes.
  const product = await createTestProduct(page.request, `Daniel Cam ${Date.now()}`);
  const orderId = await placeOrder(page.request, 'Daniel', product.productCode);
  const events = debug.getByRole('list', { name: 'Live events' });
  await expect(events).toContainText(`order:changed ${orderId} · pending · payment pending`);
  await markPaid(page.request, headers, orderId);
  await expect(events).toContainText(`order:changed ${orderId} · paid · payment paid`);

  await page.getByRole('button', { name: 'Debug' }).click();
  await expect(debug).toBeHidden();
});

test('codes pasted into a pool are added with duplicates removed and counted', async ({ page }) => {
  // Its own product: nobody else's order waits for its codes, so the counts are exactly what this test did.
  const product = await createTestProduct(page.request, `Pool Cam ${Date.now()}`);

  await logInAdmin(page);
  await page.goto('/admin/code-pools');
  const poolRow = page.locator(`tr[data-product-code="${product.productCode}"]`);
  await expect(poolRow.getByTestId('unsold-count')).toHaveText('0');
  await poolRow.getByRole('button', { name: 'Manage codes' }).click();
  const stamp = Date.now();
  await page.getByRole('textbox', { name: /Add codes/ }).fill(`POOL${stamp}A\nPOOL${stamp}B\nPOOL${stamp}A`);
  await page.getByRole('button', { name: 'Add codes' }).click();
  await expect(page.getByTestId('add-codes-result')).toHaveText('Added 2 codes (1 duplicate removed)');
  await expect(poolRow.getByTestId('unsold-count')).toHaveText('2');
  await expect(poolRow.getByTestId('sold-count')).toHaveText('0');
  await expect(page.getByRole('table', { name: /Codes of/ })).toContainText(`POOL${stamp}B`);

  // Deleting a code asks first; Cancel keeps it.
  const codeRow = page.getByRole('table', { name: /Codes of/ }).getByRole('row', { name: new RegExp(`POOL${stamp}B`) });
  await codeRow.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete this code?' });
  await expect(confirmDelete).toContainText(`POOL${stamp}B leaves the`);
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
  await expect(codeRow).toBeVisible();
  await codeRow.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(codeRow).toHaveCount(0);
  await expect(poolRow.getByTestId('unsold-count')).toHaveText('1');
});

test('cancelling an order by hand asks first; Cancel leaves it as it was', async ({ page }) => {
  const orderId = await placeOrder(page.request, 'Zara', 'DZ');
  await logInAdmin(page);
  await page.goto('/admin/orders');
  const row = orderRow(page, orderId);
  await row.getByRole('button', { name: 'Details' }).click();
  const modal = page.getByRole('dialog', { name: `Order ${orderId}` });
  await modal.getByLabel('Order status').selectOption('cancelled');
  const ask = page.getByRole('alertdialog', { name: 'Change status to cancelled?' });
  await expect(ask).toContainText('gives the reserved stock back');
  await ask.getByRole('button', { name: 'Keep as it is' }).click();
  await expect(modal.getByLabel('Order status')).toHaveValue('pending');
  await expect(row.getByTestId('order-status')).toHaveText('Pending');
  await modal.getByLabel('Order status').selectOption('cancelled');
  await ask.getByRole('button', { name: 'Set Cancelled' }).click();
  await expect(row.getByTestId('order-status')).toHaveText('Cancelled');
});

test('auto delivery: Trigger Delivery delivers a paid order live; its details list the code', async ({ page }) => {
  const headers = await adminHeaders(page.request);
  // Its own product with a code in its pool before the payment, so the order is not a backorder.
  const product = await createTestProduct(page.request, `Auto Delivery Cam ${Date.now()}`);
  const added = await page.request.post(`/api/admin/code-pools/${product.productCode}/codes`, {
    headers,
    data: { text: `AUTO${Date.now()}` },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const orderId = await placeOrder(page.request, 'Mei', product.productCode);
  await markPaid(page.request, headers, orderId);

  await logInAdmin(page);
  await page.goto('/admin/auto-delivery');
  await expect(page.getByRole('heading', { name: 'Auto Delivery Management' })).toBeVisible();
  await expect(page.getByText('Action Guide')).toBeVisible();
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('link', { name: 'Customer View' })).toHaveAttribute('href', `/redeem/${orderId}`);
  await expect(row.getByRole('link', { name: 'Installation Guide' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Trigger Delivery' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deliver the activation codes now?' })
    .getByRole('button', { name: 'Trigger Delivery' })
    .click();
  await expect(row).toContainText('Delivered', { timeout: 20_000 });
  await expect(row.getByRole('button', { name: 'Trigger Delivery' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Ship Now' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Installation Guide' })).toHaveAttribute('href', `/guide/${orderId}`);
  await expect(row).toContainText('Total: 1');

  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Auto Delivery Details' });
  await expect(details).toContainText(orderId);
  const stored = await adminOrder(page.request, headers, orderId);
  expect(stored.activationCode).toBeTruthy();
  await expect(details).toContainText(stored.activationCode ?? '');
});

test('rental accounts: add one for a Steam game, edit it, delete it', async ({ page }) => {
  await logInAdmin(page);
  await page.goto('/admin/rental-accounts');
  await expect(page.getByRole('heading', { name: 'Rental Accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add account' }).click();
  const product = page.getByLabel('Game product');
  await expect(product.locator('option[value="GTA5"]')).toHaveCount(1);
  await product.selectOption('GTA5');
  await expect(page.getByLabel('Game name')).not.toHaveValue('');
  const username = `e2e_player_${Date.now()}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
  await page.getByRole('button', { name: 'Add account' }).last().click();

  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Available');
  await expect(row).toContainText('GTA5');
  await expect(page.getByText('s3cret-pass')).toHaveCount(0);

  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Game name').fill('GTA V (PC)');
  await page.getByLabel('Password', { exact: true }).fill('n3w-pass');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(row).toContainText('GTA V (PC)');

  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete rental account?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
});
