import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPng } from '../support/files';
import { eventually } from '../support/wait';
import { startWhatsappStub, type WhatsappStub } from '../support/whatsapp-stub';
import { adminHeaders } from './support/admin';
import { startOwnServer } from './support/own-server';

/**
 * Back-in-stock alerts by WhatsApp in the browser, at a phone's width (docs/product/storefront.md#back-in-stock-alerts):
 * on the shared server (no WhatsApp) the "Notify me" form is the e-mail one as before; on a server of this spec's
 * own, pointed at the Graph API stub with both templates named, it offers WhatsApp with an unticked consent box,
 * refuses without the consent in words, and sends one confirmation template.
 */
let stub: WhatsappStub;
let stopServer: (() => Promise<void>) | undefined;
let base: string;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stub = await startWhatsappStub();
  ({ base, stop: stopServer } = await startOwnServer('.data/test-wa-alerts', stub.env()));
});

test.afterAll(async () => {
  await stopServer?.();
  await stub?.close();
});

async function soldOutProduct(request: APIRequestContext, headers: Record<string, string>, url = '') {
  const title = `WA Sold Out ${Date.now()}`;
  const created = await request.post(`${url}/api/admin/products`, {
    headers,
    multipart: {
      title,
      category: 'Apps (Camera & Filters)',
      price: '6.00',
      stock: '0',
      description: 'Gone for now',
      images: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { title, ...((await created.json()) as { productCode: string }) };
}

test('without WhatsApp set up, the form is the e-mail one', async ({ page, request }) => {
  const product = await soldOutProduct(request, await adminHeaders(request));
  await page.goto(`/product/${product.productCode}`);
  const form = page.getByRole('region', { name: "Tell me when it's back" });
  await expect(form.getByLabel('E-mail')).toBeVisible();
  await expect((await request.get('/api/stock-alerts/channels')).json()).resolves.toEqual({ whatsapp: false });
  await expect(form.getByTestId('notify-me-whatsapp')).toHaveCount(0);
  await expect(form.getByTestId('notify-me-consent')).toHaveCount(0);
});

test('with WhatsApp and both templates, a shopper asks on WhatsApp with consent and gets one confirmation', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: base });
  const context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 } });
  try {
    const headers = await adminHeaders(request);
    const saved = await request.put('/api/admin/channels/whatsapp/settings', {
      headers,
      data: { stockAlertTemplates: { confirm: 'stock_alert_confirm', back: 'back_in_stock', language: 'en' } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const product = await soldOutProduct(request, headers);

    const page = await context.newPage();
    await page.goto(`/product/${product.productCode}`);
    const form = page.getByRole('region', { name: "Tell me when it's back" });
    const choice = form.getByTestId('notify-me-whatsapp');
    await expect(choice).not.toBeChecked();
    await choice.check();
    const consent = form.getByTestId('notify-me-consent');
    await expect(consent).not.toBeChecked();
    await form.getByLabel('WhatsApp number').fill('019-555 0142');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByText('Tick “Send me this alert on WhatsApp”', { exact: false })).toBeVisible();
    expect(stub.sent.filter((send) => send.to === '60195550142')).toEqual([]);

    await consent.check();
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Check WhatsApp: open the link we sent to 019-555 0142 to confirm your alert.',
    );
    const sent = await eventually(() => stub.sent.filter((send) => send.to === '60195550142'), {
      until: (list) => list.length === 1,
    });
    expect(sent[0]!.template?.name).toBe('stock_alert_confirm');
    expect(JSON.stringify(sent[0]!.template?.components)).toContain('/stock-alerts/confirm?token=');
  } finally {
    await context.close();
    await request.dispose();
  }
});
