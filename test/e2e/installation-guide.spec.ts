import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tinyPng } from '../support/files';
import { TEST_ADMIN } from '../support/test-env';
import { createRentalProduct, createTestProduct } from './support/admin';

/**
 * The customer side of fulfilment (docs/product/storefront.md: Activation Center, order page, installation guide;
 * docs/product/orders.md#rentals): a guest's order page follows the admin's GUIDE then ACTIVATE live, the installation
 * guide steps through its six app steps, an unknown order is an Invalid Link, and a rental shows its credentials with a
 * countdown that ticks.
 */

type Json = Record<string, unknown>;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: TEST_ADMIN });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function asAdmin(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: Json,
): Promise<Json> {
  const response = await request[method](path, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await response.text()) || '{}';
  expect(response.ok(), `${method.toUpperCase()} ${path} → ${response.status()} ${body}`).toBe(true);
  return JSON.parse(body) as Json;
}

async function placeGuestOrder(request: APIRequestContext, productCode: string, option?: string): Promise<string> {
  const response = await request.post('/api/orders', {
    multipart: {
      orderData: JSON.stringify({
        items: [{ productCode, quantity: 1, ...(option ? { option } : {}) }],
        privacyConsent: true,
        customerInfo: { name: 'Aina', email: `aina.${Date.now()}@example.com`, whatsapp: '012-345 6789' },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

/** The admin confirms the payment, as on the orders screen (a pending order then becomes paid). */
async function markPaid(request: APIRequestContext, token: string, orderId: string): Promise<void> {
  await asAdmin(request, token, 'put', `/api/admin/orders/${orderId}/payment`, { paymentStatus: 'paid' });
}

/** Waits until the step's job has run (the admin view no longer shows it pending). */
async function runStep(
  request: APIRequestContext,
  token: string,
  orderId: string,
  step: 'send-guide' | 'activate',
): Promise<Json> {
  const accepted = await request.post(`/api/admin/orders/${orderId}/${step}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(202);
  let order: Json = {};
  await expect(async () => {
    order = await asAdmin(request, token, 'get', `/api/admin/orders/${orderId}`);
    expect(order.pendingStep).toBeNull();
  }).toPass({ timeout: 15_000 });
  return order;
}

/** Marks the window so a later check proves the page was never reloaded. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { kedaiNoReload?: boolean }).kedaiNoReload = true;
  });
}

async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { kedaiNoReload?: boolean }).kedaiNoReload)).toBe(true);
}

test("a guest's /redeem/{orderId} shows the guide step and the activation code live, without reload", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const code = `E2E${Date.now()}`;
  await asAdmin(request, token, 'post', '/api/admin/code-pools/VS/codes', { text: code });
  const orderId = await placeGuestOrder(request, 'VS');
  await markPaid(request, token, orderId);

  await page.goto(`/redeem/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('paid');
  await expect(page.getByText('Your activation code appears here')).toBeVisible();
  await markWindow(page);

  await runStep(request, token, orderId, 'send-guide');
  await expect(page.getByTestId('order-status')).toHaveText('processing');

  const activated = await runStep(request, token, orderId, 'activate');
  expect(activated.activationCode).toBe(code);
  await expect(page.getByTestId('activation-code')).toHaveText(code);
  await expect(page.getByTestId('order-status')).toHaveText('shipped');
  await expectNoReload(page);

  // The guide of the same order shows the code on its activation step.
  await page.getByRole('link', { name: 'Installation Guide' }).click();
  await expect(page.getByTestId('guide-order-id')).toHaveText(orderId);
  await page.getByTestId('guide-tile').nth(4).click();
  await expect(page.getByTestId('guide-activation-code')).toHaveText(code);
  await page.getByRole('button', { name: 'Copy activation code' }).click();
  await expect(page.getByTestId('copy-notice')).toHaveText('Activation code copied!');
});

test('the guide of an app order walks six steps with Previous, Next and Complete', async ({ page, request }) => {
  const orderId = await placeGuestOrder(request, 'VS');
  await page.goto(`/installation-guide/${orderId}`);

  await expect(page.getByRole('heading', { name: 'Installation Guide' })).toBeVisible();
  await expect(page.getByTestId('guide-order-id')).toHaveText(orderId);
  await expect(page.getByTestId('guide-tile')).toHaveCount(6);
  await expect(page.getByTestId('guide-dot')).toHaveCount(6);
  const count = page.getByTestId('guide-step-count');
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(count).toHaveText('Step 1 of 6');
  await expect(previous).toBeDisabled();

  for (let step = 2; step <= 6; step += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(count).toHaveText(`Step ${step} of 6`);
  }
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('All steps done')).toBeVisible();
  await expect(count).toHaveText('Step 6 of 6');

  await previous.click();
  await expect(count).toHaveText('Step 5 of 6');
  await page.getByRole('button', { name: /^Step 2:/ }).click();
  await expect(count).toHaveText('Step 2 of 6');
  await expect(page.getByTestId('guide-step-title')).toHaveText('Get your account');

  await expect(page.getByRole('heading', { name: 'Premium duration & update policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Hours', exact: true })).toBeVisible();
  const whatsapp = await page.getByTestId('guide-whatsapp').getAttribute('href');
  expect(decodeURIComponent(whatsapp ?? '')).toContain(orderId);

  // Start Chat opens the live chat widget itself, and its conversation is tied to this order and product.
  await page.getByTestId('guide-start-chat').click();
  await expect(page.getByTestId('chat-panel').getByRole('heading', { name: 'Live Customer Support' })).toBeVisible();
  // The conversation reaches the agents' inbox with its first message.
  const message = page.getByLabel('Message', { exact: true });
  await message.fill('I am stuck at step 2');
  await message.press('Enter');
  const token = await adminToken(request);
  const productName = (await page.getByTestId('guide-product').textContent()) ?? '';
  await expect(async () => {
    const sessionId = await page.evaluate(() => window.localStorage.getItem('kedai.chat.session'));
    expect(sessionId).toBeTruthy();
    const { sessions } = (await asAdmin(request, token, 'get', `/api/admin/chat/sessions?search=${orderId}`)) as {
      sessions: { id: string; orderId: string | null; productName: string | null }[];
    };
    expect(sessions.find((session) => session.id === sessionId)).toMatchObject({ orderId, productName });
  }).toPass({ timeout: 10_000 });
});

test('when the server cannot answer, the guide falls back to the saved copy; Clear Storage & Retry drops it', async ({
  page,
  request,
}) => {
  const orderId = await placeGuestOrder(request, 'VS');
  await page.goto(`/installation-guide/${orderId}`);
  const productName = (await page.getByTestId('guide-product').textContent()) ?? '';
  expect(productName).not.toBe('');

  // The server goes away for this order's guide: the copy saved by the first visit is shown.
  let outage = true;
  await page.route(`**/api/orders/${orderId}/guide`, (route) =>
    outage
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Down"}' })
      : route.continue(),
  );
  await page.reload();
  await expect(page.getByText('Showing saved order details')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('guide-product')).toHaveText(productName);

  // Without the saved copy (and no details in the link) there is nothing to show but the error page.
  await page.getByRole('button', { name: 'Clear Storage & Retry' }).click();
  const error = page.getByTestId('guide-error');
  await expect(error.getByRole('heading', { name: 'Installation Guide Error' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate((id) => window.localStorage.getItem(`kedai.guide.${id}`), orderId)).toBeNull();

  // The server is back: Retry loads the guide.
  outage = false;
  await error.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByTestId('guide-product')).toHaveText(productName);
  await expect(page.getByTestId('guide-error')).toHaveCount(0);
});

test('an unknown order, or no order at all, is an Invalid Link', async ({ page }) => {
  await page.goto('/installation-guide/2501010000ZZZZZ');
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await page.goto('/guide/NOPE');
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await page.goto('/installation-guide');
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
});

test("a rental order's page shows the account credentials and a ticking countdown", async ({ page, request }) => {
  const token = await adminToken(request);
  const stamp = Date.now();
  // Its own game: an account added to Elden Ring goes to whichever test's order is activated first.
  const game = await createRentalProduct(request, `Renter Game ${stamp}`);
  await asAdmin(request, token, 'post', '/api/admin/rental-accounts', {
    productCode: game.productCode,
    gameName: 'Elden Ring',
    username: `e2e_renter_${stamp}`,
    password: `pw-${stamp}`,
    loginToken: `TK${stamp}`,
  });
  const orderId = await placeGuestOrder(request, game.productCode, '3_hours');
  await markPaid(request, token, orderId);

  await page.goto(`/redeem/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await markWindow(page);
  await runStep(request, token, orderId, 'send-guide');
  const delivered = await runStep(request, token, orderId, 'activate');
  const rental = delivered.rental as { username: string } | null;
  expect(rental).not.toBeNull();

  const block = page.getByTestId('rental-block');
  await expect(block).toBeVisible();
  await expect(block.getByTestId('rental-game-name')).toHaveText('Elden Ring');
  await expect(block.getByTestId('rental-account')).toHaveText(rental?.username ?? '');
  await expect(block.getByTestId('rental-password')).toHaveText(/^pw-\d+$/);
  await expect(block.getByTestId('rental-login-token')).toHaveText(/^TK\d+$/);
  await expectNoReload(page);

  await block.getByRole('button', { name: 'Copy password' }).click();
  await expect(block.getByText('Password copied!')).toBeVisible();
  await block.getByRole('button', { name: 'Copy game name' }).click();
  await expect(block.getByText('Game name copied!')).toBeVisible();

  const countdown = page.getByTestId('rental-countdown');
  await expect(countdown).toHaveText(/Time left \d{2}:\d{2}:\d{2}/);
  const first = await countdown.textContent();
  expect(first).toMatch(/0[23]:\d{2}:\d{2}/);
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });

  // The installation guide of a rental has three steps, the first being the same table.
  await page.goto(`/guide/${orderId}`);
  await expect(page.getByTestId('guide-tile')).toHaveCount(3);
  await expect(page.getByTestId('rental-credentials').getByTestId('rental-game-name')).toHaveText('Elden Ring');
  await expect(page.getByRole('heading', { name: 'Rental policy' })).toBeVisible();
});

test("a mixed order's guide shows both products, each with its own steps, code, account and keyword", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const stamp = Date.now();
  // Products of its own: a code or an account added to a shared product goes to whichever test's order waits for
  // it or is activated first (backorders of DZ take new DZ codes at once).
  const app = await createTestProduct(request, `Mixed Cam ${stamp}`);
  const game = await createRentalProduct(request, `Mixed Rental ${stamp}`);
  const code = `MIX-${stamp}`;
  await asAdmin(request, token, 'post', `/api/admin/code-pools/${app.productCode}/codes`, { text: code });
  await asAdmin(request, token, 'post', '/api/admin/rental-accounts', {
    productCode: game.productCode,
    gameName: 'Elden Ring',
    username: `e2e_mixed_${stamp}`,
    password: `pw-${stamp}`,
  });
  const response = await request.post('/api/orders', {
    multipart: {
      orderData: JSON.stringify({
        items: [
          { productCode: app.productCode, quantity: 1 },
          { productCode: game.productCode, quantity: 1, option: '3_hours' },
        ],
        privacyConsent: true,
        customerInfo: { name: 'Aina', email: `aina.mixed.${stamp}@example.com`, whatsapp: '012-345 6789' },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status()).toBe(201);
  const { orderId, items } = (await response.json()) as { orderId: string; items: { title: string }[] };
  await markPaid(request, token, orderId);
  await runStep(request, token, orderId, 'send-guide');
  const activated = await runStep(request, token, orderId, 'activate');
  expect(activated.rental).toBeTruthy();

  await page.goto(`/installation-guide/${orderId}`);
  const lines = page.getByTestId('guide-line');
  await expect(lines).toHaveCount(2);
  for (const item of items) await expect(page.getByTestId('guide-product')).toContainText(item.title);
  const appLine = lines.nth(0);
  const rentalLine = lines.nth(1);
  await expect(appLine.getByTestId('guide-line-title')).toContainText(items[0].title);
  await expect(appLine.getByTestId('guide-tile')).toHaveCount(6);
  await expect(rentalLine.getByTestId('guide-line-title')).toContainText(items[1].title);
  await expect(rentalLine.getByTestId('guide-tile')).toHaveCount(3);
  await expect(rentalLine.getByTestId('rental-credentials').getByTestId('rental-game-name')).toHaveText('Elden Ring');
  // The app's code is on the app's activation step.
  await appLine.getByTestId('guide-tile').nth(4).click();
  await expect(appLine.getByTestId('guide-activation-code')).toHaveText(code);
  await expect(page.getByRole('heading', { name: 'Rental policy' })).toBeVisible();
});
