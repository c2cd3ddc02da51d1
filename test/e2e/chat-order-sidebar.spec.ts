import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, createTestProduct, logInAdmin, markPaid, placeOrder } from './support/admin';

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

/**
 * The customer's orders beside the chat (issue: a support team's shift): an agent answers a customer writing
 * from their order page, sends GUIDE then ACTIVATE from the chat's sidebar (the Orders screen's own guarded
 * steps), and the customer's page shows the delivered code live; the Orders screen opens that chat.
 */
test("the sidebar's GUIDE and ACTIVATE deliver a code the customer sees live; Orders opens the chat", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const customer = await customerContext.newPage();
  try {
    const headers = await adminHeaders(adminContext.request);
    // Its own product and pool: codes added to DZ's pool go at once to other specs' orders waiting for DZ codes.
    const product = await createTestProduct(adminContext.request, `Hafiz Cam ${Date.now()}`);
    await addCodes(adminContext.request, headers, product.productCode, [`SIDE${Date.now()}A`, `SIDE${Date.now()}B`]);
    const orderId = await placeOrder(customerContext.request, 'Hafiz', product.productCode);
    await markPaid(adminContext.request, headers, orderId);

    // The customer writes from their order page (the chat knows the order) and keeps the page open.
    await customer.goto(`/redeem/${orderId}`);
    await customer.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    await customer.getByTestId('chat-launcher').click();
    const input = customer.getByLabel('Message', { exact: true });
    await input.fill('I paid, please send my code');
    await input.press('Enter');
    await expect.poll(() => customer.evaluate(() => window.localStorage.getItem('kedai.chat.session'))).toBeTruthy();
    const sessionId = await customer.evaluate(() => window.localStorage.getItem('kedai.chat.session'));

    await logInAdmin(admin);
    await admin.goto(`/admin/live-chat?session=${sessionId}`);
    const sidebar = admin.getByRole('complementary', { name: "Customer's orders" });
    const card = sidebar.locator(`[data-testid="chat-order"][data-order-id="${orderId}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('chat-order-status')).toHaveText('paid');
    await expect(card).toContainText('via order id in chat');
    await expect(card.getByRole('img', { name: `Payment receipt of order ${orderId}` })).toBeVisible();
    // ACTIVATE waits for GUIDE, and says so in words.
    await expect(card.getByRole('button', { name: 'ACTIVATE' })).toBeDisabled();
    await expect(card.getByTestId('chat-order-blocked')).toHaveText(
      'Installation steps must be sent first! Please click GUIDE button first',
    );

    await card.getByRole('button', { name: 'GUIDE' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Send installation guide?' })
      .getByRole('button', { name: 'Send guide' })
      .click();
    await expect(card.getByText('Guide sent')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByTestId('chat-order-status')).toHaveText('processing');

    await card.getByRole('button', { name: 'ACTIVATE' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Send activation code?' })
      .getByRole('button', { name: 'ACTIVATE' })
      .click();
    await expect(card.getByTestId('chat-order-status')).toHaveText('shipped', { timeout: 20_000 });
    const code = (await card.getByTestId('chat-order-code').first().textContent()) ?? '';
    // The code the order got (other tests add codes to the same pool, and the oldest goes first).
    const stored = await adminContext.request.get(`/api/admin/orders/${orderId}`, { headers });
    expect(code).toBe(((await stored.json()) as { activationCode: string | null }).activationCode);
    expect(code).not.toBe('');
    // The customer's page shows that code without a reload.
    await expect(customer.getByTestId('activation-code')).toHaveText(code);
    expect(await customer.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // From the Orders screen, "Open chat" leads back to this conversation.
    await admin.goto(`/admin/orders`);
    const row = admin.locator(`tr[data-order-id="${orderId}"]`);
    await row.getByTestId('open-chat').click();
    await expect(admin).toHaveURL(new RegExp(`/admin/live-chat\\?session=${sessionId}`));
    await expect(
      admin
        .locator('[data-testid="agent-chat-message"][data-sender="customer"]')
        .filter({ hasText: 'please send my code' }),
    ).toBeVisible();
  } finally {
    await adminContext.close();
    await customerContext.close();
  }
});
