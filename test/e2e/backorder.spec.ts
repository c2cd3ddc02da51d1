import { expect, test } from '@playwright/test';
import { adminHeaders, createTestProduct, logInAdmin, markPaid, placeOrder, runStep } from './support/admin';

/**
 * Codes running low (issue: the money path, item 7): an order paid while its product's pool is empty is a
 * backorder. The customer's Activation Center says "Waiting for stock" (not an error); the admin's code
 * pools screen shows the empty pool and the waiting order; codes pasted there fill the order by themselves,
 * and the customer's open page shows the code without a reload.
 */
test('the customer sees "waiting for stock", then the code once an admin restocks the pool', async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const customer = await customerContext.newPage();
  try {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const product = await createTestProduct(adminContext.request, `Backorder Cam ${stamp}`);
    const orderId = await placeOrder(customerContext.request, 'Nurul', product.productCode);
    const headers = await adminHeaders(adminContext.request);
    const paid = await adminContext.request.put(`/api/admin/orders/${orderId}/payment`, {
      headers,
      data: { paymentStatus: 'paid' },
    });
    expect(paid.ok(), await paid.text()).toBe(true);

    await customer.goto(`/redeem/${orderId}`);
    await expect(customer.getByTestId('redeem-order')).toBeVisible();
    await expect(customer.getByText('Waiting for stock')).toBeVisible();
    await expect(customer.getByTestId('waiting-for-stock')).toContainText('Your payment is confirmed');
    await expect(customer.getByTestId('activation-code')).toHaveCount(0);
    await expect(customer.getByRole('alert')).toHaveCount(0);
    await customer.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    await logInAdmin(admin);
    await admin.goto('/admin/code-pools');
    const row = admin.locator(`tr[data-product-code="${product.productCode}"]`);
    await expect(row.getByTestId('pool-low')).toHaveText('Out of codes');
    await expect(row.getByTestId('pool-backorders')).toHaveText('1 order waiting');
    await row.getByRole('button', { name: 'Manage codes' }).click();
    const code = `BACK${stamp}`;
    await admin.getByRole('textbox', { name: /Add codes/ }).fill(code);
    await admin.getByRole('button', { name: 'Add codes' }).click();
    await expect(admin.getByTestId('add-codes-result')).toBeVisible();

    // The fill job delivers it; the customer's open page follows the order live.
    await expect(customer.getByTestId('activation-code')).toHaveText(code, { timeout: 30_000 });
    await expect(customer.getByTestId('waiting-for-stock')).toHaveCount(0);
    expect(await customer.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await expect(row.getByTestId('pool-backorders')).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await adminContext.close();
    await customerContext.close();
  }
});

test('ACTIVATE on an empty pool is a neutral "waiting for stock" notice, not a red failure', async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const product = await createTestProduct(adminContext.request, `Empty Pool Cam ${stamp}`);
    await logInAdmin(admin);
    await admin.goto('/admin/orders');
    await expect(admin.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    const orderId = await placeOrder(adminContext.request, 'Aisyah', product.productCode);
    await expect(admin.locator(`tr[data-order-id="${orderId}"]`)).toBeVisible();
    // Paid, GUIDE, then ACTIVATE finds no code.
    const headers = await adminHeaders(adminContext.request);
    await markPaid(adminContext.request, headers, orderId);
    await runStep(adminContext.request, headers, orderId, 'send-guide');
    await runStep(adminContext.request, headers, orderId, 'activate');
    const notice = admin.getByRole('status').filter({ hasText: orderId.slice(-8) });
    await expect(notice).toContainText('Waiting for stock — filled automatically when codes are added', {
      timeout: 30_000,
    });
    await expect(admin.getByText('Failed to Send Activation Codes')).toHaveCount(0);
    await expect(admin.getByText('Please check:')).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
});
