import { expect, test } from '@playwright/test';
import { adminHeaders, logInAdmin, placeOrder } from './support/admin';

/**
 * Quick replies with variables (docs/product/chat.md#quick-replies): picked in a chat, {customer_name}, {order_id},
 * {product} and {agent_name} come filled from the chat and its order; one the chat has no value for stays a
 * visible gap, and the reply cannot go out with it.
 */
test('a quick reply with {order_id} goes out filled in; without an order it stays a gap that blocks Send', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const strangerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const customer = await customerContext.newPage();
  const stranger = await strangerContext.newPage();
  const headers = await adminHeaders(adminContext.request);
  const title = `Order ready ${Date.now()}`;
  const created = await adminContext.request.post('/api/admin/chat/quick-replies', {
    headers,
    data: { title, content: 'Hi {customer_name}, order {order_id} ({product}) is on its way. – {agent_name}' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const quickReplyId = ((await created.json()) as { quickReply: { id: string } }).quickReply.id;
  try {
    const orderId = await placeOrder(customerContext.request, 'Hafiz', 'DZ');
    const me = (await (await adminContext.request.get('/api/auth/me', { headers })).json()) as {
      user: { name: string };
    };
    const agentName = me.user.name;

    const write = async (page: typeof customer, path: string, text: string) => {
      await page.goto(path);
      await page.getByTestId('chat-launcher').click();
      const input = page.getByLabel('Message', { exact: true });
      await input.fill(text);
      await input.press('Enter');
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('kedai.chat.session'))).toBeTruthy();
      return (await page.evaluate(() => window.localStorage.getItem('kedai.chat.session'))) as string;
    };
    const sessionId = await write(customer, `/redeem/${orderId}`, 'Where is my code?');

    await logInAdmin(admin);
    await admin.goto(`/admin/live-chat?session=${sessionId}`);
    await admin.getByRole('button', { name: 'Go Online' }).click();
    const sidebar = admin.getByRole('complementary', { name: "Customer's orders" });
    await expect(sidebar.locator(`[data-testid="chat-order"][data-order-id="${orderId}"]`)).toBeVisible();
    await admin.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: title }).click();
    const box = admin.getByLabel('Type a message', { exact: true });
    await expect(box).toHaveValue(
      new RegExp(`^Hi Hafiz, order ${orderId} \\([^{}]+\\) is on its way\\. – ${agentName}$`),
    );
    const filled = await box.inputValue();
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(customer.getByTestId('chat-panel')).toContainText(filled);

    // A guest's chat with no order: the name, {order_id} and {product} stay as gaps, said in words; Send waits.
    const otherSession = await write(stranger, '/', 'hello there');
    await admin.goto(`/admin/live-chat?session=${otherSession}`);
    await admin.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: title }).click();
    await expect(box).toHaveValue(/order \{order_id\} \(\{product\}\)/);
    await expect(admin.getByTestId('reply-gaps')).toHaveText(
      'No value in this chat for {customer_name}, {order_id}, {product}: replace before sending.',
    );
    await expect(admin.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await box.fill('Hi, how can I help?');
    await expect(admin.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  } finally {
    await adminContext.request.delete(`/api/admin/chat/quick-replies/${quickReplyId}`, { headers });
    await adminContext.close();
    await customerContext.close();
    await strangerContext.close();
  }
});
