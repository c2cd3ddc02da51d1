import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, logInAdmin } from './support/admin';

/**
 * The inbox's customer presence filter and auto-claim (issue 16), with three browsers: a guest, the agent who
 * replies and a colleague watching the inbox. Presence is live both ways; the first reply to an unassigned chat
 * assigns it, and the colleague's row says so without a reload. The guest also asks for a transcript.
 * Nothing here depends on the time of day (an after-hours auto-reply may join the chat; no assertion counts on it).
 */
// The first admin login after the server starts can be slow: an API login warms it up.
test.beforeAll(async ({ request }) => {
  await adminHeaders(request);
});

test('customer online/offline filter moves live; the first reply claims the chat; the guest gets a transcript', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const [guestContext, agentContext, colleagueContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(),
  ]);
  try {
    const [guest, agent, colleague] = await Promise.all(
      [guestContext, agentContext, colleagueContext].map((context) => context.newPage()),
    );
    const stamp = `${Date.now() % 1_000_000}`;
    const email = `presence.${stamp}@example.com`;

    await logInAdmin(colleague);
    await colleague.goto('/admin/live-chat');
    await expect(colleague.getByRole('heading', { name: 'Chats' })).toBeVisible();

    // The guest writes, giving an e-mail in the chat.
    await guest.goto('/');
    await guest.getByTestId('chat-launcher').click();
    const input = guest.getByLabel('Message', { exact: true });
    await input.fill(`Hello, my e-mail is ${email} (${stamp})`);
    await input.press('Enter');
    await expect.poll(() => guest.evaluate(() => window.localStorage.getItem('kedai.chat.session'))).toBeTruthy();
    const sessionId = await guest.evaluate(() => window.localStorage.getItem('kedai.chat.session'));
    const rowIn = (page: Page) => page.locator(`[data-testid="chat-session-row"][data-session-id="${sessionId}"]`);

    // The colleague sees it live, with the customer online; the filter keeps it under Online only.
    await expect(rowIn(colleague).getByTestId('chat-row-presence')).toHaveText('Customer online');
    await expect(rowIn(colleague).getByTestId('chat-row-assignee')).toHaveText('Unassigned');
    const presence = colleague.getByLabel('Customer presence');
    await presence.selectOption('Offline');
    await expect(rowIn(colleague)).toHaveCount(0);
    await presence.selectOption('Online');
    await expect(rowIn(colleague)).toBeVisible();

    // The agent replies: the chat is theirs, on the colleague's screen too.
    await logInAdmin(agent);
    await agent.goto(`/admin/live-chat?session=${sessionId}`);
    // The inbox shows one of the two buttons once it has loaded; only then can it say which one.
    const goOnline = agent.getByRole('button', { name: 'Go Online' });
    const goOffline = agent.getByRole('button', { name: 'Go Offline' });
    await expect(goOnline.or(goOffline)).toBeVisible();
    if (await goOnline.isVisible()) await goOnline.click();
    await expect(goOffline).toBeVisible();
    await agent.getByLabel('Type a message').fill(`Hi, I am on it ${stamp}`);
    await agent.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(rowIn(colleague).getByTestId('chat-row-assignee')).toHaveText(/^Assigned: .+/);
    await expect(agent.getByLabel('Assigned to')).not.toHaveValue('');

    // The guest asks for a transcript: sent to the e-mail they wrote; a second ask is refused with the reason.
    const panel = guest.getByTestId('chat-panel');
    await expect(panel.getByText(`Hi, I am on it ${stamp}`)).toBeVisible();
    await panel.getByRole('button', { name: 'E-mail me a transcript' }).click();
    await expect(panel.getByTestId('chat-transcript-status')).toHaveText(`Transcript sent to ${email}.`);
    await panel.getByRole('button', { name: 'E-mail me a transcript' }).click();
    await expect(panel.getByTestId('chat-transcript-status')).toContainText('less than 10 minutes ago');

    // The guest leaves: the chat drops out of Online and shows under Offline, live.
    await guestContext.close();
    await expect(rowIn(colleague)).toHaveCount(0);
    await presence.selectOption('Offline');
    await expect(rowIn(colleague).getByTestId('chat-row-presence')).toHaveText('Customer offline');
  } finally {
    await Promise.all([guestContext, agentContext, colleagueContext].map((context) => context.close()));
  }
});
