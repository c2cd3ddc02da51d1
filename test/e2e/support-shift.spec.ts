import { expect, test } from '@playwright/test';
import { logInAdmin, placeOrder } from './support/admin';

/**
 * An agent working elsewhere in the admin area (issue: a support team's shift): a customer's message shows
 * as a count in the tab title and on the Live Chat link, and as a desktop notification that opens that chat.
 */
test('an agent on Orders gets the title count, the nav badge and a notification that opens the chat', async ({
  browser,
}) => {
  const agentContext = await browser.newContext();
  // The browser's Notification API, recorded: headless Chromium shows no desktop notifications.
  await agentContext.addInitScript(() => {
    const shown: { title: string; body: string; open: () => void }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body: string }) {
        shown.push({ title, body: options.body, open: () => this.onclick?.() });
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
  });
  const agent = await agentContext.newPage();
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  try {
    await logInAdmin(agent);
    await agent.goto('/admin/orders');
    // Other tests' chats may be unread too: the count is compared before and after.
    const unread = async () => {
      const match = /^\((\d+)\) /.exec(await agent.title());
      return match ? Number(match[1]) : 0;
    };
    const badge = async () =>
      Number(
        (await agent
          .getByTestId('live-chat-unread')
          .textContent()
          .catch(() => '0')) || 0,
      );
    await expect(agent.getByRole('heading', { name: /Order/ }).first()).toBeVisible();
    const before = await unread();

    await customer.goto('/');
    await customer.getByTestId('chat-launcher').click();
    const panel = customer.getByTestId('chat-panel');
    await expect(panel.getByRole('heading', { name: 'Live Customer Support' })).toBeVisible();
    const input = customer.getByLabel('Message', { exact: true });
    await input.fill('Hello? anyone there?');
    await input.press('Enter');

    // Still on Orders: the count reaches the tab title and the Live Chat link.
    await expect.poll(unread).toBeGreaterThan(before);
    await expect.poll(badge).toBeGreaterThan(0);
    // Other tests' customers may write meanwhile: ours is the notification with our words.
    type Shown = { title: string; body: string; open: () => void };
    const ours = () =>
      agent.evaluate(() =>
        (window as unknown as { shownNotifications: Shown[] }).shownNotifications.findIndex(
          (shown) => shown.body === 'Hello? anyone there?',
        ),
      );
    await expect.poll(ours).toBeGreaterThanOrEqual(0);

    // Clicking the notification opens that conversation.
    const index = await ours();
    await agent.evaluate(
      (at) => (window as unknown as { shownNotifications: Shown[] }).shownNotifications[at]?.open(),
      index,
    );
    await expect(agent).toHaveURL(/\/admin\/live-chat\?session=/);
    await expect(
      agent.locator('[data-testid="agent-chat-message"][data-sender="customer"]').filter({ hasText: 'anyone there?' }),
    ).toBeVisible();
    // Read now: our chat no longer counts as unread.
    const sessionId = await customer.evaluate(() => window.localStorage.getItem('kedai.chat.session'));
    const row = agent.locator(`[data-testid="chat-session-row"][data-session-id="${sessionId}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: /as read$/ })).toHaveCount(0);
  } finally {
    await agentContext.close();
    await customerContext.close();
  }
});

test('the reply box: focus on opening a chat, quick replies insert at the cursor', async ({ browser }) => {
  const agentContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const agent = await agentContext.newPage();
  const customer = await customerContext.newPage();
  try {
    await customer.goto('/');
    await customer.getByTestId('chat-launcher').click();
    const input = customer.getByLabel('Message', { exact: true });
    await input.fill('Hello, I have a question about my order');
    await input.press('Enter');
    const sessionId = await customer.evaluate(() => window.localStorage.getItem('kedai.chat.session'));

    await logInAdmin(agent);
    await agent.goto(`/admin/live-chat?session=${sessionId}`);
    await agent.getByRole('button', { name: 'Go Online' }).click();
    const composer = agent.getByRole('textbox', { name: 'Type a message' });
    await expect(composer).toBeEnabled();
    await agent.goto(`/admin/live-chat?session=${sessionId}`);
    await expect(composer).toBeFocused();

    await composer.fill('Hi Aisyah. ');
    await agent.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'Order ID please' }).click();
    await expect(composer).toHaveValue('Hi Aisyah. Please provide your order ID.');
  } finally {
    await agentContext.close();
    await customerContext.close();
  }
});

test('an order id in a chat links to that order on the Orders screen', async ({ browser }) => {
  const agentContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const agent = await agentContext.newPage();
  const customer = await customerContext.newPage();
  try {
    const orderId = await placeOrder(customer.request, 'Linked', 'FT');
    await customer.goto('/');
    await customer.getByTestId('chat-launcher').click();
    const input = customer.getByLabel('Message', { exact: true });
    await input.fill(`Hi, where is order ${orderId}?`);
    await input.press('Enter');
    const sessionId = await customer.evaluate(() => window.localStorage.getItem('kedai.chat.session'));

    await logInAdmin(agent);
    await agent.goto(`/admin/live-chat?session=${sessionId}`);
    await agent.getByTestId('order-link').filter({ hasText: orderId }).click();
    await expect(agent).toHaveURL(new RegExp(`/admin/orders\\?focus=${orderId}`));
    await expect(agent.getByRole('dialog', { name: `Order ${orderId}` })).toBeVisible();
  } finally {
    await agentContext.close();
    await customerContext.close();
  }
});

test('messages sent while the agent’s connection was down still chime and notify when it comes back', async ({
  browser,
  request,
}) => {
  const agentContext = await browser.newContext();
  await agentContext.addInitScript(() => {
    const shown: { body: string }[] = [];
    Object.assign(window, { shownNotifications: shown });
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(_title: string, options: { body: string }) {
        shown.push({ body: options.body });
      }
      close() {}
    }
    Object.assign(window, { Notification: RecordedNotification });
  });
  // The agent's WebSocket goes through the test: passed on to the server, until the test cuts it and turns away
  // every attempt to reconnect, as during an API restart; then let through again.
  let down = false;
  const open: { close: () => Promise<void> }[] = [];
  await agentContext.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) {
      void ws.close({ code: 1012, reason: 'restarting' });
      return;
    }
    ws.connectToServer();
    open.push({ close: () => ws.close({ code: 1012, reason: 'restarting' }) });
  });
  const agent = await agentContext.newPage();
  const notified = () =>
    agent.evaluate(() =>
      (window as unknown as { shownNotifications: { body: string }[] }).shownNotifications.map((n) => n.body),
    );
  try {
    await logInAdmin(agent);
    await agent.goto('/admin/orders');
    await expect(agent.getByRole('heading', { name: /Order/ }).first()).toBeVisible();
    await expect.poll(() => open.length).toBeGreaterThan(0);

    const visitor = (await (await request.post('/api/auth/visitor', { data: {} })).json()) as { token: string };
    const say = (message: string) =>
      request.post('/api/chat/send-message', {
        headers: { Authorization: `Bearer ${visitor.token}` },
        data: { customerName: 'Restart Customer', message },
      });
    // Heard live first, so the catch-up starts after it. The socket may still be joining the agents' room when
    // the first one is sent: one more each try, until one is heard live.
    let tries = 0;
    await expect
      .poll(
        async () => {
          if ((await notified()).some((body) => body.startsWith('before the restart'))) return true;
          tries += 1;
          expect((await say(`before the restart ${tries}`)).ok()).toBe(true);
          return false;
        },
        { intervals: [1_000, 2_000, 3_000], timeout: 20_000 },
      )
      .toBe(true);

    down = true;
    await Promise.all(open.splice(0).map((connection) => connection.close()));
    for (const text of ['missed while down 1', 'missed while down 2', 'missed while down 3']) {
      expect((await say(text)).ok()).toBe(true);
    }
    down = false;
    // The socket comes back by itself; what was missed is alerted once each, nothing before it again.
    await expect
      .poll(notified, { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['missed while down 1', 'missed while down 2', 'missed while down 3']));
    const bodies = await notified();
    // Once each: nothing heard before the cut is alerted again by the catch-up.
    const before = bodies.filter((body) => body.startsWith('before the restart'));
    expect(new Set(before).size).toBe(before.length);
    expect(bodies.filter((body) => body.startsWith('missed while down'))).toHaveLength(3);
  } finally {
    await agentContext.close();
  }
});
