import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminHeaders, linkTokenFromMail, logInAdmin } from './support/admin';

/** A new agent, signed in in its own browser context through the e-mailed set-password link. */
async function agentInBrowser(browser: Browser, admin: Page, name: string) {
  const email = `assign.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const created = await admin.request.post('/api/admin/users', {
    headers: await adminHeaders(admin.request),
    data: { name, email, role: 'agent' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const context = await browser.newContext();
  // The browser's Notification API, recorded: headless Chromium shows no desktop notifications.
  await context.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body: string }) {
        shown.push({ title, body: options.body });
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
  });
  const page = await context.newPage();
  await page.goto(`/set-password?token=${await linkTokenFromMail(admin.request, email, '/set-password')}`);
  await page.getByLabel('New password').fill('assignment-shift-passphrase-2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/admin\/live-chat$/);
  return { context, page };
}

/**
 * Assignment (issue: a support team's shift): an admin gives a customer's chat to an agent and the agent's
 * Mine / Unassigned views move at once, with no reload; taking it back moves it again.
 */
test('a chat assigned to an agent moves live from Unassigned to their Mine, and back', async ({ browser }) => {
  // Three browsers, a new agent's set-password sign-in: about 30 s alone, past 45 s beside another chat test.
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const guestContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const guest = await guestContext.newPage();
  const stamp = `${Date.now() % 100000}`;
  const agentName = `Siti ${stamp}`;
  let agentContext: { close(): Promise<void> } | undefined;
  try {
    await logInAdmin(admin);
    const agentSide = await agentInBrowser(browser, admin, agentName);
    agentContext = agentSide.context;
    const agent = agentSide.page;

    // A guest writes.
    await guest.goto('/');
    await guest.getByTestId('chat-launcher').click();
    const input = guest.getByLabel('Message', { exact: true });
    await input.fill(`Who will help me? ${stamp}`);
    await input.press('Enter');
    await expect.poll(() => guest.evaluate(() => window.localStorage.getItem('kedai.chat.session'))).toBeTruthy();
    const sessionId = await guest.evaluate(() => window.localStorage.getItem('kedai.chat.session'));
    const rowIn = (page: Page) => page.locator(`[data-testid="chat-session-row"][data-session-id="${sessionId}"]`);

    // The agent watches Unassigned: the new chat is there, unassigned.
    await agent.getByTestId('inbox-view-unassigned').click();
    await expect(rowIn(agent)).toBeVisible();
    await expect(rowIn(agent).getByTestId('chat-row-assignee')).toHaveText('Unassigned');

    // The admin opens it and gives it to the agent.
    await admin.goto(`/admin/live-chat?session=${sessionId}`);
    const assignee = admin.getByLabel('Assigned to');
    await expect(assignee).toHaveValue('');
    await assignee.selectOption({ label: `${agentName}` });
    await expect(rowIn(admin).getByTestId('chat-row-assignee')).toHaveText(`Assigned: ${agentName}`);

    // The agent's screen: gone from Unassigned, in Mine, without a reload.
    await expect(rowIn(agent)).toHaveCount(0);
    await expect(agent.getByTestId('inbox-view-mine')).toContainText('1');
    await agent.getByTestId('inbox-view-mine').click();
    await expect(rowIn(agent)).toBeVisible();
    await expect(rowIn(agent).getByTestId('chat-row-assignee')).toHaveText(`Assigned: ${agentName}`);
    // And was told, by a notification naming who gave it.
    const told = () =>
      agent.evaluate(() =>
        (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications.filter(
          (shown) => shown.title === 'Kedai Admin gave you a chat',
        ),
      );
    // Outside chat hours the last message is the after-hours auto-reply, so the body is only checked for
    // naming the customer: this new agent was given no other chat.
    await expect.poll(async () => (await told()).map((shown) => shown.body.split(':')[0])).toEqual(['Guest']);

    // The admin claims it back: it leaves the agent's Mine live.
    await assignee.selectOption({ label: 'Unassigned' });
    await admin.getByRole('button', { name: 'Claim' }).click();
    await expect(admin.getByLabel('Assigned to')).not.toHaveValue('');
    await expect(rowIn(agent)).toHaveCount(0);
    await expect(agent.getByTestId('inbox-view-mine')).toContainText('0');
  } finally {
    await agentContext?.close();
    await adminContext.close();
    await guestContext.close();
  }
});
