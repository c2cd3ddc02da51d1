import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { createTestProduct, logInAdmin, placeOrder } from './support/admin';

/**
 * The receipt review queue (issue 17): a new receipt appears on the reviewer's screen without a reload;
 * Verify makes the order GUIDE-able on the Orders screen open beside it, live; a rejected customer reads
 * the reason on the Activation Center, uploads a new receipt from there, and it is back in the queue.
 */
const PRODUCT = 'DZ';

test('a reviewer verifies a receipt and the order moves on by itself on Orders, live', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const receipts = await context.newPage();
  const orders = await context.newPage();
  try {
    await logInAdmin(receipts);
    // The prototype's addresses lead to the queue.
    await receipts.goto('/payment-receipts');
    await expect(receipts).toHaveURL(/\/admin\/receipts$/);
    await expect(receipts.getByRole('heading', { name: 'Payment Receipts' })).toBeVisible();
    const name = `Rina${Date.now().toString(36)}`;
    await receipts.getByLabel('Search').fill(name);
    await expect(receipts.getByText('No receipts waiting for review.')).toBeVisible();
    await receipts.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    await orders.goto('/admin/orders');
    await expect(orders.getByRole('heading', { name: 'Order Management' })).toBeVisible();

    // Its own product: verified with an empty pool, the order waits for codes and must not take the next DZ codes.
    const { productCode } = await createTestProduct(context.request, `${name} Cam`);
    const orderId = await placeOrder(context.request, name, productCode);
    const row = receipts.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(name);
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('img', { name: `Receipt of order ${orderId}` })).toBeVisible();

    const orderRow = orders.locator(`tr[data-order-id="${orderId}"]`);
    await expect(orderRow).toBeVisible();
    await expect(orderRow.getByRole('button', { name: 'GUIDE' })).toBeDisabled();

    // Enlarge, then Verify.
    await row.getByRole('button', { name: `Enlarge the receipt of ${orderId}` }).click();
    const large = receipts.getByRole('dialog', { name: `Receipt of order ${orderId}` });
    await expect(large.getByRole('img')).toBeVisible();
    await large.getByRole('button', { name: /close/i }).click();
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(receipts.getByText(`Payment verified for order ${orderId}.`)).toBeVisible();

    // The Orders screen beside it follows without a reload. With automatic order confirmation on (the shop's
    // default) the paid order runs its guide step by itself, so "Paid" may pass too fast to see: the row moves
    // on to Processing (guide sent) or Shipped (codes delivered) with nobody pressing GUIDE.
    await expect(orderRow.getByTestId('order-status')).toHaveText(/^(Processing|Shipped)$/);
    expect(await receipts.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // The order's details say what really happened to the customer's e-mail (this server has no SMTP).
    await orderRow.getByRole('button', { name: 'Details' }).click();
    const emails = orders.getByRole('region', { name: 'E-mails' });
    await expect(emails).toContainText(
      `Payment confirmed for order ${orderId}: not sent: no SMTP server is configured (kept in the outbox)`,
    );
  } finally {
    await context.close();
  }
});

test('a rejected customer reads the reason on the Activation Center and uploads a new receipt', async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const reviewer = await adminContext.newPage();
  const customer = await customerContext.newPage();
  try {
    const name = `Hafiz${Date.now().toString(36)}`;
    const orderId = await placeOrder(customerContext.request, name, PRODUCT);
    await customer.goto(`/redeem/${orderId}`);
    await expect(customer.getByText('Our team is checking your payment receipt.')).toBeVisible();

    await logInAdmin(reviewer);
    await reviewer.goto('/admin/receipts');
    await reviewer.getByLabel('Search').fill(name);
    await reviewer.getByLabel('Status').selectOption('all');
    const row = reviewer.locator(`tr[data-order-id="${orderId}"]`);
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = reviewer.getByRole('dialog', { name: `Reject the receipt of ${orderId}` });
    const reason = 'The receipt shows RM1.00, not the order total.';
    await dialog.getByLabel('Reason (the customer will read it)').fill(reason);
    await dialog.getByRole('button', { name: 'Reject and e-mail the customer' }).click();
    await expect(row).toContainText('Rejected');
    await expect(row).toContainText(reason);

    // The customer's open page shows the reason without a reload, and a way to a new upload.
    await expect(customer.getByTestId('receipt-rejection-reason')).toHaveText(reason);
    await customer.getByRole('link', { name: 'Upload a new receipt' }).click();
    await expect(customer).toHaveURL(new RegExp(`/upload-receipt\\?orderId=${orderId}$`));
    // The address changes before the page's code has loaded; until then the Activation Center still shows.
    await expect(customer.getByRole('heading', { name: 'Upload your payment receipt' })).toBeVisible();
    await expect(customer.getByLabel('Order ID')).toHaveValue(orderId);
    await customer.locator('input[type="file"]').setInputFiles({
      name: 'new-receipt.png',
      mimeType: 'image/png',
      buffer: tinyPng(32, 32, [10, 200, 90]),
    });
    await customer.getByRole('button', { name: 'Upload Receipt' }).click();
    await expect(customer).toHaveURL(new RegExp(`/redeem/${orderId}$`));
    await expect(customer.getByText('Our team is checking your payment receipt.')).toBeVisible();

    // Back in the reviewer's queue, waiting again.
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('button', { name: 'Verify' })).toBeVisible();
  } finally {
    await adminContext.close();
    await customerContext.close();
  }
});
