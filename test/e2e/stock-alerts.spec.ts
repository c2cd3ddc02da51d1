import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders, logInAdmin } from './support/admin';

/**
 * Back-in-stock alerts (docs/product/storefront.md#back-in-stock-alerts): a shopper asks on an out-of-stock
 * product, confirms from the e-mail, the admin sees the waiting demand in Product Management, restocks, and
 * the shopper's "is back" e-mail links to the product.
 */
test('a shopper asks to be told, confirms by the link, and is told once the admin restocks', async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const shopperContext = await browser.newContext();
  try {
    const headers = await adminHeaders(adminContext.request);
    const title = `Sold Out Cam ${Date.now()}`;
    const created = await adminContext.request.post('/api/admin/products', {
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
    const product = (await created.json()) as { id: string; productCode: string };
    const mailsTo = async (address: string) => {
      const mails = await adminContext.request.get(`/api/admin/outbox?search=${encodeURIComponent(address)}`, {
        headers,
      });
      expect(mails.ok()).toBe(true);
      return (await mails.json()) as { subject: string; textBody: string }[];
    };

    const shopper = await shopperContext.newPage();
    await shopper.goto(`/product/${product.productCode}`);
    await expect(shopper.getByTestId('stock')).toHaveText('Out of stock');
    await expect(shopper.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    const email = `notify.${Date.now()}@example.com`;
    const form = shopper.getByRole('region', { name: "Tell me when it's back" });
    await form.getByRole('button', { name: 'Notify me' }).click();
    // The browser's own check stops an empty address; a wrong one is the server's clear refusal.
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Check your inbox: open the link we sent to ${email} to confirm your alert.`,
    );

    const [confirmMail] = await mailsTo(email);
    const token = /\/stock-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmMail?.textBody ?? '')?.[1];
    expect(token, 'the confirmation link').toBeTruthy();
    await shopper.goto(`/stock-alerts/confirm?token=${token}`);
    await expect(shopper.getByRole('status')).toHaveText(
      `Your alert for ${title} is confirmed. We will e-mail you once, as soon as it is back in stock.`,
    );
    await expect(shopper.getByRole('link', { name: 'View the product' })).toHaveAttribute(
      'href',
      `/product/${product.productCode}`,
    );
    // The link works once.
    await shopper.reload();
    await expect(shopper.getByRole('alert')).toHaveText(
      "This link has expired or was already used. Ask again on the product's page.",
    );

    const admin = await adminContext.newPage();
    await logInAdmin(admin);
    await admin.goto('/admin/products');
    const demand = admin.getByTestId('stock-alert-demand').filter({ hasText: title });
    await expect(demand).toContainText('1');
    await admin.goto('/admin');
    await expect(admin.getByTestId('dashboard-stock-alert').filter({ hasText: title })).toHaveText(
      `${title}: 1 shopper`,
    );

    const restocked = await adminContext.request.put(`/api/admin/products/${product.id}`, {
      headers,
      multipart: { stock: '3' },
    });
    expect(restocked.ok(), await restocked.text()).toBe(true);
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 15_000 })
      .toContain(`${title} is back in stock`);
    const back = (await mailsTo(email)).find((mail) => mail.subject === `${title} is back in stock`);
    expect(back?.textBody).toContain(`/product/${product.productCode}`);
  } finally {
    await adminContext.close();
    await shopperContext.close();
  }
});
