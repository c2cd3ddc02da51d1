import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { logInAdmin } from './support/admin';

/**
 * Screenshots and notes in chat (docs/product/chat.md#attachments, #staff-only-notes): a customer sends a
 * screenshot that the agent opens in the lightbox; a note the agent writes never shows in the customer's widget,
 * proven by the public reply written after it arriving without it.
 */
test('a customer sends a screenshot the agent opens; a note stays hidden from the customer', async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const customer = await customerContext.newPage();
  try {
    await customer.goto('/');
    await customer.getByTestId('chat-launcher').click();
    const input = customer.getByLabel('Message', { exact: true });
    await input.fill('My activation fails, see the screen');
    await input.press('Enter');
    await expect.poll(() => customer.evaluate(() => window.localStorage.getItem('kedai.chat.session'))).toBeTruthy();
    const sessionId = (await customer.evaluate(() => window.localStorage.getItem('kedai.chat.session'))) as string;

    const screenshot = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d33' } })
      .png()
      .toBuffer();
    await customer
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'error-screen.png', mimeType: 'image/png', buffer: screenshot });
    const panel = customer.getByTestId('chat-panel');
    await expect(panel.getByRole('button', { name: 'Open picture error-screen.png' })).toBeVisible();

    await logInAdmin(admin);
    await admin.goto(`/admin/live-chat?session=${sessionId}`);
    await admin.getByRole('button', { name: 'Go Online' }).click();
    await admin.getByRole('button', { name: 'Open picture error-screen.png' }).click();
    const full = admin.getByTestId('chat-lightbox-image');
    await expect(full).toBeVisible();
    await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
    await admin.keyboard.press('Escape');

    // A note, then a public reply.
    await admin.getByTestId('note-toggle').check();
    const box = admin.getByLabel('Type a message', { exact: true });
    await box.fill('Internal: this customer had a refund last week');
    await admin.getByRole('button', { name: 'Add note' }).click();
    await expect(admin.locator('[data-testid="agent-chat-message"][data-note="true"]')).toContainText(
      'Internal: this customer had a refund last week',
    );
    await admin.getByTestId('note-toggle').uncheck();
    await box.fill('Thanks, checking it now');
    await admin.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(panel).toContainText('Thanks, checking it now');
    await expect(panel).not.toContainText('Internal');
    // Also after a reload (the history the widget reads again; the panel stays open).
    await customer.reload();
    await expect(customer.getByTestId('chat-panel')).toContainText('Thanks, checking it now');
    await expect(customer.getByTestId('chat-panel')).not.toContainText('Internal');
  } finally {
    await adminContext.close();
    await customerContext.close();
  }
});
