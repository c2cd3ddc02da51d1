import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPng } from '../support/files';
import { signWebhook, textWebhook } from '../support/whatsapp-stub';
import { adminHeaders, logInAdmin, markPaid } from './support/admin';

/**
 * The customer directory (docs/product/admin.md#customers) and the inbox's channel filter: an admin finds a customer
 * who ordered twice (the e-mail typed in two cases) and wrote on WhatsApp, opens their page, sees both orders and the
 * conversation, opens it in the inbox; the inbox's channel filter then shows only WhatsApp conversations.
 */
const APP_SECRET = `e2e-customers-${Date.now().toString(36)}`;
const tag = `Zara${Date.now().toString(36)}`;
const email = `${tag.toLowerCase()}@example.com`;
const digits = String(Date.now() % 10_000_000).padStart(7, '0');
const phone = { local: `018-${digits.slice(0, 3)} ${digits.slice(3)}`, waId: `6018${digits}` };

async function order(request: APIRequestContext, typedEmail: string): Promise<string> {
  const orderData = {
    items: [{ productCode: 'DZ', quantity: 1 }],
    privacyConsent: true,
    customerInfo: { name: `${tag} Aziz`, email: typedEmail, whatsapp: phone.local },
  };
  const response = await request.post('/api/orders', {
    multipart: {
      orderData: JSON.stringify(orderData),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng(48, 48, [20, 120, 40]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

test.describe('customer directory', () => {
  let appSecretWasSet = false;

  test.beforeAll(async ({ request }) => {
    // The webhook is believed only when signed with the app secret: this spec sets one of its own, and takes it away
    // again afterwards if the shop had none (the browser specs share one server).
    const headers = await adminHeaders(request);
    const settings = await request.get('/api/admin/channels/whatsapp/settings', { headers });
    appSecretWasSet = ((await settings.json()) as { keys: { appSecret: { set: boolean } } }).keys.appSecret.set;
    const saved = await request.put('/api/admin/channels/whatsapp/settings', {
      headers,
      data: { keys: { appSecret: APP_SECRET } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    if (appSecretWasSet) return;
    const headers = await adminHeaders(request);
    await request.put('/api/admin/channels/whatsapp/settings', { headers, data: { clear: ['appSecret'] } });
  });

  test('an admin finds a customer, sees both orders and their WhatsApp chat, and filters the inbox by channel', async ({
    page,
  }) => {
    const headers = await adminHeaders(page.request);
    const first = await order(page.request, email);
    const second = await order(page.request, email.toUpperCase());
    await markPaid(page.request, headers, first);
    const { body, signature } = signWebhook(textWebhook(phone.waId, `Salam dari ${tag}`), APP_SECRET);
    const webhook = await page.request.post('/api/channels/whatsapp/webhook', {
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
      data: body,
    });
    expect(webhook.status(), await webhook.text()).toBe(200);
    // A web chat of someone else with the same tag, which the WhatsApp filter must hide.
    const visitor = (await (await page.request.post('/api/auth/visitor', { data: {} })).json()) as { token: string };
    const web = await page.request.post('/api/chat/send-message', {
      headers: { Authorization: `Bearer ${visitor.token}` },
      data: { customerName: `${tag} Web`, message: 'Hello from the web' },
    });
    expect(web.status(), await web.text()).toBe(201);

    await logInAdmin(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await page.getByLabel('Search customers').fill(tag.toUpperCase());
    const rows = page.getByTestId('customer-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(email);
    await expect(rows.first()).toContainText('WhatsApp');
    await expect(rows.first().getByRole('cell').nth(1)).toHaveText('2');

    await rows
      .first()
      .getByRole('link', { name: `${tag} Aziz` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${encodeURIComponent(email)}$`));
    await expect(page.getByRole('heading', { name: `${tag} Aziz`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('customer-order-count')).toHaveText('2');
    await expect(page.getByTestId('customer-order')).toHaveText([new RegExp(second), new RegExp(first)]);
    const chats = page.getByTestId('customer-conversation');
    await expect(chats).toHaveCount(1);
    await expect(chats.first()).toContainText('WhatsApp');
    // Its last line may be an auto-reply (other specs turn greetings on): the number is the conversation's own.
    await expect(chats.first()).toContainText(`+6018${digits}`);

    // A note for the team stays on the page.
    await page.getByLabel('A note for the team (staff only)').fill('Pays by DuitNow; prefers WhatsApp');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Pays by DuitNow; prefers WhatsApp')).toBeVisible();

    // The order opens in Orders.
    await page.getByRole('link', { name: first }).click();
    await expect(page.getByRole('dialog', { name: `Order ${first}` })).toBeVisible();
    await page.goBack();

    // The chat opens in the inbox.
    await page.getByRole('link', { name: /conversation in the inbox/ }).click();
    await expect(page).toHaveURL(/\/admin\/live-chat\?session=/);
    const list = page.getByRole('list', { name: 'Chat sessions' });
    const whatsappRow = page
      .getByTestId('chat-session-row')
      .filter({ hasText: `${tag} ` })
      .filter({ has: page.locator('[data-channel="whatsapp"]') });
    const webRow = page.getByTestId('chat-session-row').filter({ hasText: `${tag} Web` });
    await expect(whatsappRow).toHaveCount(1);
    await expect(webRow).toHaveCount(1);
    await expect(webRow.getByTestId('chat-row-channel')).toHaveText('Web chat');

    await page.getByLabel('Channel').selectOption('whatsapp');
    await expect(webRow).toHaveCount(0);
    await expect(whatsappRow).toHaveCount(1);
    const channels = await list
      .getByTestId('chat-row-channel')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-channel')));
    expect(channels.length).toBeGreaterThan(0);
    expect(new Set(channels)).toEqual(new Set(['whatsapp']));

    await page.getByLabel('Channel').selectOption('web');
    await expect(whatsappRow).toHaveCount(0);
    await expect(webRow).toHaveCount(1);
  });
});
