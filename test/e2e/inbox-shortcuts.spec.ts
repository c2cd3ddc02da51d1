import { expect, test, type APIRequestContext } from '@playwright/test';
import { logInAdmin } from './support/admin';

/** A guest's first message, as the widget's REST fallback sends it; resolves to the new session's id. */
async function guestWrites(request: APIRequestContext, name: string, message: string): Promise<string> {
  const visitor = await request.post('/api/auth/visitor', { data: {} });
  const { token } = (await visitor.json()) as { token: string };
  const sent = await request.post('/api/chat/send-message', {
    headers: { Authorization: `Bearer ${token}` },
    data: { customerName: name, message },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { session: { id: string } }).session.id;
}

/**
 * Keyboard shortcuts in the inbox (issue: a support team's shift): "?" lists them, "j" opens the next unread
 * chat, "e" asks before ending the chat (as the button does), "/" focuses the search; typed text stays text.
 */
test('inbox shortcuts: help, next unread, end chat with confirmation, focus search; none while typing', async ({
  page,
}) => {
  const stamp = `${Date.now() % 100000}`;
  const first = await guestWrites(page.request, `Key Guest A${stamp}`, `hello from A ${stamp}`);
  const second = await guestWrites(page.request, `Key Guest B${stamp}`, `hello from B ${stamp}`);
  await logInAdmin(page);
  await page.goto('/admin/live-chat');
  await page.getByRole('button', { name: 'Go Online' }).click();
  await expect(page.getByRole('button', { name: 'Go Offline' })).toBeVisible();
  await expect(page.locator(`[data-testid="chat-session-row"][data-session-id="${second}"]`)).toBeVisible();
  const openSession = () => new URL(page.url()).searchParams.get('session');

  // "?" opens the help; Escape closes it.
  await page.locator('body').press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Open the next unread chat');
  await expect(help).toContainText('End the open chat (asks to confirm)');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // "j" opens an unread chat; the reply box has the cursor, and keys typed there stay text.
  await page.keyboard.press('j');
  await expect.poll(openSession).not.toBeNull();
  const opened = openSession();
  expect([first, second]).toContain(opened);
  const reply = page.getByLabel('Type a message');
  await expect(reply).toBeFocused();
  await page.keyboard.type('je?/');
  await expect(reply).toHaveValue('je?/');
  expect(openSession()).toBe(opened);
  await expect(page.getByRole('alertdialog', { name: 'End this chat?' })).toBeHidden();
  await expect(help).toBeHidden();

  // Esc leaves the reply box; "j" again goes to the other unread chat.
  await reply.fill('');
  await page.keyboard.press('Escape');
  await expect(reply).not.toBeFocused();
  await page.keyboard.press('j');
  const other = opened === first ? second : first;
  await expect.poll(openSession).toBe(other);
  await expect(reply).toBeFocused();

  // "e" asks first (Cancel keeps the chat); confirming ends it.
  await page.keyboard.press('Escape');
  await page.keyboard.press('e');
  const confirm = page.getByRole('alertdialog', { name: 'End this chat?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'End Chat' })).toBeVisible();
  await page.keyboard.press('e');
  await confirm.getByRole('button', { name: 'End Chat' }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Chat session ended by admin');

  // "/" focuses the search; what follows is typed into it.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  const search = page.getByLabel('Search customers');
  await expect(search).toBeFocused();
  await page.keyboard.type(`A${stamp}`);
  await expect(search).toHaveValue(`A${stamp}`);
});
