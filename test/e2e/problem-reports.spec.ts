import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders, createTestProduct, logInAdmin, markPaid, placeOrder } from './support/admin';

/**
 * Problem reports (issue 39, items 1 and 2): a customer reports a code from the order's page with a screenshot, the
 * agent sees the report's card at the top of the conversation in the inbox and presses Replace, and the
 * customer's page shows the new code and the status without a reload.
 */
test('a reported code is replaced from the inbox card and the customer sees the new code live', async ({ browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const customer = await customerContext.newPage();
  try {
    const headers = await adminHeaders(adminContext.request);
    // Its own product and pool, so no other test's orders take these codes.
    const product = await createTestProduct(adminContext.request, `Report Cam ${Date.now()}`);
    const stamp = Date.now();
    const added = await adminContext.request.post(`/api/admin/code-pools/${product.productCode}/codes`, {
      headers,
      data: { text: [`REPORT${stamp}A`, `REPORT${stamp}B`].join('\n') },
    });
    expect(added.ok(), await added.text()).toBeTruthy();
    const orderId = await placeOrder(customerContext.request, 'Farah', product.productCode);
    await markPaid(adminContext.request, headers, orderId);
    const delivery = await adminContext.request.post(`/api/admin/orders/${orderId}/trigger-delivery`, { headers });
    expect(delivery.status(), await delivery.text()).toBe(202);
    const codeOf = async () => {
      const response = await adminContext.request.get(`/api/admin/orders/${orderId}`, { headers });
      return ((await response.json()) as { activationCode: string | null }).activationCode;
    };
    await expect.poll(codeOf, { timeout: 30_000 }).toMatch(/^REPORT/);
    const oldCode = (await codeOf()) as string;

    // The customer reports the code from the order's page, with a screenshot, and keeps the page open.
    await customer.goto(`/redeem/${orderId}`);
    await expect(customer.getByTestId('activation-code')).toHaveText(oldCode);
    await customer.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const section = customer.getByTestId('problem-reports');
    await section.getByRole('button', { name: 'Report a problem' }).click();
    const form = section.getByRole('form', { name: 'Report a problem' });
    await form.getByLabel('What is wrong?').selectOption({ label: 'It says already used' });
    await form
      .getByLabel('Screenshot (optional)')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: tinyPng(64, 48, [30, 60, 200]) });
    await form.getByLabel('Note (optional)').fill('The app says this code was already redeemed');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(section.getByTestId('problem-status')).toHaveText('Problem reported — under review');

    // The agent opens the conversation the report opened: its card is at the top.
    const cards = await adminContext.request.get(`/api/admin/problem-reports?orderId=${orderId}`, { headers });
    const [report] = (await cards.json()) as { chatSessionId: string }[];
    await logInAdmin(admin);
    await admin.goto(`/admin/live-chat?session=${report.chatSessionId}`);
    const card = admin.getByTestId('problem-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText(product.title);
    await expect(card).toContainText(`••••${oldCode.slice(-4)}`);
    await expect(card).toContainText('Says already used');
    await expect(card).toContainText('The app says this code was already redeemed');
    await expect(card.getByTestId('problem-card-status')).toHaveText('Open');
    // The report is the customer's message in the conversation, with the screenshot.
    await expect(admin.getByText(`Problem report: ${product.title}`).first()).toBeVisible();

    await card.getByRole('button', { name: 'Replace' }).click();
    await expect(card.getByTestId('problem-card-status')).toHaveText('Replaced');
    const newCode = (await codeOf()) as string;
    expect(newCode).toMatch(/^REPORT/);
    expect(newCode).not.toBe(oldCode);

    // The customer's page shows the new code and the status, without a reload.
    await expect(customer.getByTestId('activation-code')).toHaveText(newCode);
    await expect(section.getByTestId('problem-status')).toHaveText('Replaced — your new code is above');
    expect(await customer.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  } finally {
    await adminContext.close();
    await customerContext.close();
  }
});
