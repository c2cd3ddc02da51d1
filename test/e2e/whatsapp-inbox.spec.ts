import { expect, test, type Page } from '@playwright/test';
import { TEST_ADMIN } from '../support/test-env';
import { eventually } from '../support/wait';
import { startOwnServer } from './support/own-server';
import {
  signWebhook,
  startWhatsappStub,
  statusWebhook,
  textWebhook,
  type WhatsappStub,
} from '../support/whatsapp-stub';

/**
 * WhatsApp in the live inbox (docs/channels.md), in the browser: a customer's WhatsApp message arrives live with
 * the WhatsApp badge; the agent's reply goes to the Graph API and its ticks follow Meta's status webhooks; a
 * conversation whose 24-hour window has closed offers the seller's approved follow-up templates (set in Settings
 * on this screen), shows the text the customer will read, and sends it as the template.
 *
 * This spec runs its own server, pointed at the Graph API stub of test/support (which answers as Meta does); the
 * webhooks are signed with the app secret as Meta signs them.
 */
let stub: WhatsappStub;
let stopServer: (() => Promise<void>) | undefined;
let base: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stub = await startWhatsappStub();
  ({ base, stop: stopServer } = await startOwnServer('.data/test-whatsapp', stub.env()));
});

test.afterAll(async () => {
  await stopServer?.();
  await stub?.close();
});

let numberCounter = 0;
const freshNumber = () => {
  numberCounter += 1;
  return `6013${String((Date.now() + numberCounter * 7919) % 10_000_000).padStart(7, '0')}`;
};

async function webhook(payload: unknown) {
  const { body, signature } = signWebhook(payload, stub.appSecret);
  const response = await fetch(`${base}/api/channels/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
    body,
  });
  expect(response.status).toBe(200);
}

async function adminInbox(page: Page) {
  await page.goto(`${base}/admin-login`);
  await page.getByLabel('E-mail').fill(TEST_ADMIN.email);
  await page.getByLabel('Admin Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Log in to admin' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await page.goto(`${base}/admin/live-chat`);
  await page.getByRole('button', { name: 'Go Online' }).click();
}

test('a WhatsApp message arrives live; the reply goes to WhatsApp and its ticks follow delivered and read', async ({
  page,
}) => {
  const from = freshNumber();
  await adminInbox(page);
  await webhook(textWebhook(from, 'Salam, where is my Canva code?'));

  const row = page.getByTestId('chat-session-row').filter({ hasText: 'Aisyah WA' }).first();
  await expect(row).toContainText('Salam, where is my Canva code?');
  await expect(row.getByTestId('chat-row-channel')).toHaveText('WhatsApp');
  await row.click();
  await expect(page.getByTestId('whatsapp-window')).toContainText('WhatsApp: free replies until');

  await page.getByRole('textbox', { name: 'Type a message' }).fill('Hi! Your code was e-mailed at 14:02.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = await eventually(() => stub.sent.find((one) => one.to === from && one.type === 'text'), {
    what: 'the reply sent to the Graph API',
  });
  expect(sent.text?.body).toBe('Hi! Your code was e-mailed at 14:02.');
  const ticks = page.getByTestId('whatsapp-ticks').last();
  await expect(ticks).toHaveAttribute('data-status', 'sent');

  await webhook(statusWebhook(sent.id, 'delivered', from, sent.biz_opaque_callback_data));
  await expect(ticks).toHaveAttribute('data-status', 'delivered');
  await expect(ticks).toHaveAccessibleName('Delivered');
  await webhook(statusWebhook(sent.id, 'read', from, sent.biz_opaque_callback_data));
  await expect(ticks).toHaveAttribute('data-status', 'read');
  await expect(ticks).toHaveAccessibleName('Read');
});

test('after 24 hours the composer offers the approved follow-up templates set in Settings and sends one', async ({
  page,
}) => {
  await adminInbox(page);
  // The seller lists an approved template (Live Chat settings → WhatsApp).
  await page.goto(`${base}/admin/live-chat/settings`);
  const card = page.getByRole('form', { name: 'WhatsApp' });
  await card.getByRole('button', { name: 'Add a follow-up template' }).click();
  const row = card.getByRole('group', { name: 'Follow-up template 1' });
  await row.getByLabel('Template name').fill('order_follow_up');
  await row.getByLabel('Language code').fill('en');
  await row.getByLabel('Text as approved').fill('Hi {{1}}, we have news about your order. Reply to continue.');
  await card.getByRole('button', { name: 'Save WhatsApp settings' }).click();
  await expect(card.getByText('WhatsApp settings saved.')).toBeVisible();

  // A customer who last wrote 25 hours ago.
  const from = freshNumber();
  await webhook(textWebhook(from, 'Any news on my order?', undefined, new Date(Date.now() - 25 * 3600_000)));
  await page.goto(`${base}/admin/live-chat`);
  const session = page.getByTestId('chat-session-row').filter({ hasText: 'Any news on my order?' });
  await session.click();
  await expect(page.getByTestId('whatsapp-window')).toContainText('more than 24 hours ago');
  await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeDisabled();

  const followUp = page.getByTestId('follow-up');
  await expect(followUp.getByLabel('Approved template')).toHaveValue('order_follow_up/en');
  await expect(followUp.getByTestId('follow-up-preview')).toHaveText(
    'Hi Aisyah WA, we have news about your order. Reply to continue.',
  );
  await followUp.getByRole('button', { name: 'Send template' }).click();
  const sent = await eventually(() => stub.sent.find((one) => one.to === from && one.type === 'template'), {
    what: 'the template sent to the Graph API',
  });
  expect(sent.template).toMatchObject({ name: 'order_follow_up', language: { code: 'en' } });
  await expect(page.getByTestId('agent-chat-message').last()).toContainText(
    'Hi Aisyah WA, we have news about your order. Reply to continue.',
  );
  await expect(page.getByTestId('whatsapp-ticks').last()).toHaveAttribute('data-status', 'sent');
});
