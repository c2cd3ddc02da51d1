import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminHeaders, logInAdmin } from './support/admin';

/** A guest who opens the chat and writes one message; resolves to their chat session's id. */
async function guestWrites(browser: Browser, text: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('chat-launcher').click();
  const input = page.getByLabel('Message', { exact: true });
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('kedai.chat.session'))).toBeTruthy();
  const sessionId = (await page.evaluate(() => window.localStorage.getItem('kedai.chat.session'))) as string;
  return { context, sessionId };
}

const rowOf = (page: Page, sessionId: string) =>
  page.locator(`[data-testid="chat-session-row"][data-session-id="${sessionId}"]`);

/**
 * The support desk (docs/product/chat.md#labels, #search-in-messages): an agent puts a label on a conversation and
 * a second agent's open inbox shows it at once; the Label filter keeps only the labelled conversation; search in
 * message text finds a word inside a message, highlighted, and opens the conversation at that message.
 */
test('a label put on a chat shows live to another agent and filters the list; search finds a message and opens it there', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/chat/labels', {
    headers,
    data: { name: `Refund ${stamp}`, colour: '#1d4ed8' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { label } = (await created.json()) as { label: { id: string; name: string } };

  const word = `zebrafish${stamp}`;
  const labelled = await guestWrites(browser, `My code for the ${word} app does not work`);
  const other = await guestWrites(browser, `Hello, is the shop open today? ${stamp}`);
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  try {
    const first = await firstContext.newPage();
    const second = await secondContext.newPage();
    await logInAdmin(first);
    await logInAdmin(second);
    await first.goto(`/admin/live-chat?session=${labelled.sessionId}`);
    await second.goto(`/admin/live-chat?session=${labelled.sessionId}`);
    const chipsOn = (page: Page) => page.getByTestId('conversation-labels').getByTestId('chat-label-chip');
    await expect(first.getByTestId('conversation-labels')).toBeVisible();
    await expect(chipsOn(second)).toHaveCount(0);

    // The first agent adds the label: the second agent's open conversation shows the chip with no reload.
    await first.getByRole('combobox', { name: 'Add label' }).selectOption({ label: label.name });
    await expect(chipsOn(first)).toHaveText([`${label.name}×`]);
    await expect(chipsOn(second)).toHaveText([`${label.name}×`]);

    // The Label filter: the labelled chat stays, the other one leaves the list.
    await expect(rowOf(second, other.sessionId)).toBeVisible();
    await second.getByLabel('Label', { exact: true }).selectOption({ label: label.name });
    await expect(rowOf(second, labelled.sessionId)).toBeVisible();
    await expect(rowOf(second, other.sessionId)).toHaveCount(0);
    await second.getByLabel('Label', { exact: true }).selectOption({ label: 'Any label' });
    await expect(rowOf(second, other.sessionId)).toBeVisible();

    // Search in message text: too short says so; the word finds the message, highlighted.
    await second.goto(`/admin/live-chat?session=${other.sessionId}`);
    const search = second.getByRole('searchbox', { name: 'Search in message text' });
    await search.fill('z');
    await expect(second.getByText('Type at least 2 characters to search')).toBeVisible();
    await search.fill(word);
    const hits = second.getByTestId('message-search-hit');
    await expect(hits).toHaveCount(1);
    await expect(hits.locator('mark')).toHaveText(word);
    await expect(hits).toContainText('does not work');
    await hits.click();
    // Opens that conversation at the message, outlined.
    await expect(second).toHaveURL(new RegExp(`session=${labelled.sessionId}`));
    const found = second.locator('[data-highlighted="true"]');
    await expect(found).toContainText(word);
    await expect(found).toBeInViewport();

    // Taking the label off shows live on the other screen too.
    await first.getByRole('button', { name: `Remove label ${label.name}` }).click();
    await expect(chipsOn(first)).toHaveCount(0);
    await expect(chipsOn(second)).toHaveCount(0);
  } finally {
    await request.delete(`/api/admin/chat/labels/${label.id}`, { headers });
    await firstContext.close();
    await secondContext.close();
    await labelled.context.close();
    await other.context.close();
  }
});
