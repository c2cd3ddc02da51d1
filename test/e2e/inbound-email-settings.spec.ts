import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, logInAdmin } from './support/admin';

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

/** Nothing on the page is wider than the phone's screen (no sideways scrolling). */
async function expectFitsScreen(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest('[data-scroll-x]') && getComputedStyle(element).position !== 'fixed')
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
  expect(widths.scroll, `too wide: ${widths.wide.join(', ')}`).toBeLessThanOrEqual(widths.inner);
}

/**
 * Settings → Email Settings → Inbound e-mail on a phone (docs/channels.md "Inbound e-mail"): an admin saves the
 * reply domain and a generated webhook secret; after a reload the secret reads "Set" and its value is nowhere in
 * the page or in what the server sent; the webhook URL and the MX record to create are shown. Put back afterwards.
 */
test('an admin saves the inbound domain and a generated secret; the secret reads Set and never comes back', async ({
  page,
}) => {
  const headers = await adminHeaders(page.request);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const domain = `reply-${stamp}.kedai-e2e.test`;
  const responses: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/admin/channels/email/settings')) {
      void response.text().then(
        (text) => responses.push(text),
        () => undefined,
      );
    }
  });

  try {
    await logInAdmin(page);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Email Settings' }).click();
    const card = page.getByRole('form', { name: 'Inbound e-mail' });
    await expect(card.getByTestId('inbound-email-secret-state')).toHaveText('Not set');
    await expect(card.getByTestId('inbound-email-smtp')).toContainText('INBOUND_SMTP_PORT');

    await card.getByLabel('Inbound domain').fill(domain);
    await card.getByRole('button', { name: 'Generate' }).click();
    const secretField = card.getByLabel('Provider webhook secret');
    const secret = await secretField.inputValue();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await expect(card.getByText('after saving it is never shown again')).toBeVisible();
    await card.getByRole('button', { name: 'Save inbound e-mail' }).click();
    await expect(card.getByText('Inbound e-mail settings saved.')).toBeVisible();
    await expect(card.getByTestId('inbound-email-secret-state')).toHaveText('Set');
    await expect(secretField).toHaveValue('');
    await expectFitsScreen(page);

    await page.reload();
    await page.getByRole('tab', { name: 'Email Settings' }).click();
    await expect(card.getByTestId('inbound-email-secret-state')).toHaveText('Set');
    await expect(card.getByLabel('Inbound domain')).toHaveValue(domain);
    await expect(card.getByTestId('inbound-email-webhook-url')).toHaveText(/\/api\/channels\/email\/inbound$/);
    await expect(card.getByTestId('inbound-email-mx')).toContainText(`${domain}. MX 10 `);
    await expect(secretField).toHaveValue('');
    await expectFitsScreen(page);

    // The secret is nowhere: not in the page's text or fields, not in anything the settings routes answered.
    expect(await page.content()).not.toContain(secret);
    const fieldValues = await page.evaluate(() =>
      Array.from(document.querySelectorAll('input, textarea')).map((field) => (field as HTMLInputElement).value),
    );
    expect(fieldValues).not.toContain(secret);
    await expect.poll(() => responses.length).toBeGreaterThanOrEqual(2);
    for (const text of responses) expect(text).not.toContain(secret);
  } finally {
    // Other specs share the shop: no reply domain or secret is left behind.
    const reset = await page.request.put('/api/admin/channels/email/settings', {
      headers,
      data: { domain: '', clearSecret: true },
    });
    expect(reset.ok()).toBeTruthy();
  }
});
