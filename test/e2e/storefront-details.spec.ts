import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { TEST_ADMIN } from '../support/test-env';
import { registerCustomer } from './support/admin';
import { CUSTOMER_PASSWORD, fillCart, likeProducts, logIn } from './support/storefront-tour';

/**
 * The small things of the storefront (docs/product/storefront.md: footer, cart, favourites, support widget, order
 * confirmation, policy pages, Activation Center e-mail mode).
 */

test('the footer offers WhatsApp, and the policy pages carry the full texts with the live chat hours', async ({
  page,
}) => {
  await page.goto('/shipping-policy');
  const whatsapp = page.getByTestId('footer-whatsapp');
  await expect(whatsapp).toHaveText('Chat with us on WhatsApp');
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeVisible();
  await expect(page.getByText(/^Mon–Fri 10:50 am–11:30 pm; Sat–Sun 11:20 am–12:20 pm\.$/i)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    /Live chat \(GMT\+8\): Mon–Fri 10:50 am–11:30 pm; Sat–Sun 11:20 am–12:20 pm/i,
  );

  const policies: [string, string, string][] = [
    ['/privacy-policy', 'Privacy Policy', 'Personal Data Protection Act 2010'],
    ['/terms-and-conditions', 'Terms and Conditions', 'governed by the laws of Malaysia'],
    ['/refund-policy', 'Refund Policy', 'All sales are final'],
    ['/usage-policy', 'Usage Policy', 'each further update costs RM2'],
    ['/access-time-policy', 'Access Time Policy', 'The camera-app product is accessible within 3 days'],
  ];
  for (const [path, title, text] of policies) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    expect(await page.locator('main h2').count(), path).toBeGreaterThanOrEqual(3);
  }
});

test('business hours an admin saves are the ones the footer and the shipping policy print, in the reader’s language', async ({
  page,
  request,
}) => {
  // A day three days ahead in Kuala Lumpur: changing it leaves whether chat is open now (and when it opens next)
  // as it was, so the other tests' chat widgets see no difference while this runs.
  const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const day = weekdays[
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kuala_Lumpur', weekday: 'short' })
        .formatToParts(inThreeDays)
        .map((part) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part.value))
        .find((index) => index >= 0),
    )
  ] as string;
  const login = await request.post('/api/auth/admin-login', { data: TEST_ADMIN });
  const token = ((await login.json()) as { token: string }).token;
  try {
    await page.goto('/admin-login');
    await page.getByLabel('E-mail').fill(TEST_ADMIN.email);
    await page.getByLabel('Admin Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Log in to admin' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await page.goto('/admin/live-chat/settings');
    const hours = page.getByRole('region', { name: 'Business hours' });
    await hours.getByLabel(`${day} opens at`).fill('09:00');
    await hours.getByLabel(`${day} closes at`).fill('17:00');
    await hours.getByLabel('Holiday date').fill('2027-08-31');
    await hours.getByLabel('Holiday name').fill('Hari Merdeka');
    await hours.getByRole('button', { name: 'Add holiday' }).click();
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await expect(hours.getByRole('status')).toHaveText('Hours saved');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Business hours' }).getByText('Hari Merdeka')).toBeVisible();

    const short = day.slice(0, 3);
    const expected = new RegExp(`${short} 9:00 am–5:00 pm`, 'i');
    await page.goto('/shipping-policy');
    await expect(page.getByRole('contentinfo')).toContainText(expected);
    await expect(page.locator('main')).toContainText(expected);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
    await expect(page.getByRole('contentinfo')).toContainText(/Sembang langsung \(GMT\+8\): .*9:00 PG–5:00 PTG/);
  } finally {
    const reset = await request.put('/api/admin/chat/settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        hours: {
          weekly: [
            { openMinute: 680, closeMinute: 740 },
            ...Array(5).fill({ openMinute: 650, closeMinute: 1410 }),
            { openMinute: 680, closeMinute: 740 },
          ],
          holidays: [],
        },
      },
    });
    expect(reset.ok()).toBe(true);
  }
});

test('the cart shows every picture, and Clear Cart asks first', async ({ page }) => {
  await fillCart(page, ['MK8', 'DZ']);
  await page.goto('/cart');
  const pictures = page.getByTestId('cart-item').locator('img');
  await expect(pictures).toHaveCount(2);
  await expect
    .poll(() => pictures.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth > 0)))
    .toEqual([true, true]);

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear your cart?' });
  await expect(dialog).toContainText('All 2 items will be removed from your cart.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await dialog.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});

test('favourites can be cleared all at once, after a confirmation', async ({ page }) => {
  // The favourites screens need a login (docs/product/storefront.md#favourites).
  const email = `clearer.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  await registerCustomer(page.request, { name: 'Clearer', email, password: CUSTOMER_PASSWORD });
  await logIn(page, email);
  await likeProducts(page, ['MK8', 'ZTK']);
  await page.goto('/favorites');
  await expect(page.getByTestId('favorites-count')).toHaveText('Showing 2 of 2');
  await page.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear all favourites?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('favorites-count')).toHaveText('Showing 2 of 2');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No favorites yet')).toBeVisible();
});

test('the chat panel stays open or minimised across a reload', async ({ page }) => {
  await page.goto('/products');
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByRole('button', { name: 'Minimize chat' })).toBeVisible();
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Minimize chat' })).toBeVisible();

  await panel.getByRole('button', { name: 'Minimize chat' }).click();
  await expect(panel.getByRole('button', { name: 'Expand chat' })).toBeVisible();
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Expand chat' })).toBeVisible();

  await panel.getByRole('button', { name: 'Close chat' }).click();
  await page.reload();
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('the policy links on the confirmation page open in a new tab', async ({ page }) => {
  await fillCart(page, ['SN']);
  await page.goto('/checkout');
  await page.getByLabel('E-mail').fill(`details.${Date.now()}@example.com`);
  await page.getByLabel('WhatsApp number').fill('12-345 6789');
  await page.getByLabel(/Payment receipt/).setInputFiles({ name: 'r.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed Successfully' })).toBeVisible();

  for (const [name, path] of [
    ['access time', '/access-time-policy'],
    ['refund', '/refund-policy'],
  ]) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(new RegExp(`${path}$`));
    await tab.close();
  }
  await expect(page.getByRole('heading', { name: 'Order Confirmed Successfully' })).toBeVisible();
});

test('e-mail lookup says where the code went, counts down to Resend and says when the code expired', async ({
  page,
}) => {
  const email = `proof.${Date.now()}@example.com`;
  const placed = await page.request.post('/api/orders', {
    multipart: {
      orderData: JSON.stringify({
        items: [{ productCode: 'VS', quantity: 1 }],
        privacyConsent: true,
        customerInfo: { name: 'Siti', email, whatsapp: '012-345 6789' },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(placed.status()).toBe(201);

  await page.clock.install();
  await page.goto('/redeem');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'E-mail' }).press('Enter');
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByTestId('code-sent')).toContainText(`Code sent to ${email}`);
  await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeVisible();
  const resend = page.getByRole('button', { name: /^Resend code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Resend code in \d+s$/);
  await page.clock.runFor(61_000);
  await expect(resend).toHaveText('Resend code');
  await expect(resend).toBeEnabled();

  await page.clock.runFor(10 * 60_000);
  await expect(page.getByText('This code has expired')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '6-digit code' })).toHaveCount(0);

  // A new code works again.
  await resend.click();
  await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeVisible();
  const login = await page.request.post('/api/auth/login', { data: TEST_ADMIN });
  const { token } = (await login.json()) as { token: string };
  let code = '';
  await expect(async () => {
    const outbox = await page.request.get(`/api/admin/outbox?relatedId=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [latest] = (await outbox.json()) as { textBody: string }[];
    code = /\b(\d{6})\b/.exec(latest?.textBody ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: `Orders for ${email}` })).toBeVisible();
});
