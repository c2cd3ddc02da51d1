import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { tinyPng } from '../support/files';
import { startStripeStub, type StripeStub } from '../support/stripe-stub';
import { TEST_ADMIN } from '../support/test-env';
import { startOwnServer } from './support/own-server';

/**
 * A shopper pays online: checkout offers the gateway's methods beside the manual ones, FPX sends the browser to
 * the provider's page (no receipt), and the confirmation page waits live until the signed webhook arrives, then
 * shows "Payment received — your code is ready" with the code. A cancelled payment offers a new attempt.
 *
 * This spec runs its own server (the shared one has no gateway keys), with Stripe pointed at the test stub of
 * test/support, which speaks Stripe's API and signs webhooks with the SDK's own helper. The provider's hosted
 * page itself is replaced by a plain page (the browser never leaves the machine).
 */
let stripe: StripeStub;
let stopServer: (() => Promise<void>) | undefined;
let base: string;
let admin: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stripe = await startStripeStub();
  ({ base, stop: stopServer } = await startOwnServer('.data/test-gateway', {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  }));
  const login = await fetch(`${base}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  admin = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
});

test.afterAll(async () => {
  await admin?.dispose();
  await stopServer?.();
  await stripe?.close();
});

async function productWithCodes(title: string, price: string, codes: string[]) {
  const created = await admin.post('/api/admin/products', {
    multipart: {
      title,
      category: 'Apps (Camera & Filters)',
      price,
      stock: '10',
      description: 'A photo app',
      images: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { productCode } = (await created.json()) as { productCode: string };
  const pool = await admin.post(`/api/admin/code-pools/${productCode}/codes`, { data: { text: codes.join('\n') } });
  expect(pool.status(), await pool.text()).toBe(201);
  return productCode;
}

const lastSession = () => [...stripe.sessions.values()].at(-1)!;
const lastSessionRequest = () =>
  stripe.requests.filter((one) => one.method === 'POST' && one.path.endsWith('/checkout/sessions')).at(-1)!;

test('FPX: sent to the provider, then the confirmation page shows the code as soon as the webhook lands', async ({
  page,
}) => {
  const stamp = `${Date.now().toString(36)}`;
  const code = `FPX-${stamp.toUpperCase()}`;
  const productCode = await productWithCodes(`Online Cam ${stamp}`, '21.46', [code]);
  await page.route('https://checkout.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><h1>Stripe test page</h1>' }),
  );

  await page.goto(`${base}/product/${productCode}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto(`${base}/checkout`);
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: 'Credit or debit card' })).toBeVisible();
  await expect(methods.getByRole('radio', { name: 'GrabPay' })).toBeVisible();
  await methods.getByRole('radio', { name: 'Online Banking (FPX)' }).check();
  await expect(page.getByTestId('checkout-wallet')).toHaveText('Pay online: Online Banking (FPX)');
  await expect(page.getByLabel(/Payment receipt/)).toHaveCount(0);
  await page.getByLabel('E-mail').fill(`fpx.${stamp}@example.com`);
  await page.getByLabel('WhatsApp number').fill('12-345 6789');
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Pay RM21.46 online' }).click();

  // At the provider's page: Stripe was asked for FPX in MYR, RM21.46 in sen.
  await expect(page.getByRole('heading', { name: 'Stripe test page' })).toBeVisible();
  const created = lastSessionRequest().body;
  expect(created).toMatchObject({
    'line_items[0][price_data][currency]': 'myr',
    'line_items[0][price_data][unit_amount]': '2146',
  });
  expect(Object.entries(created).filter(([key]) => key.includes('payment_method_types'))).toEqual([
    [expect.any(String), 'fpx'],
  ]);
  const session = lastSession();
  expect(session.amount_total).toBe(2146);

  // The shopper comes back before the bank has confirmed: the page waits.
  const successUrl = new URL(created.success_url);
  await page.goto(`${base}${successUrl.pathname}${successUrl.search}`);
  await expect(page.getByText('Waiting for your payment to be confirmed…')).toBeVisible();

  // The signed webhook arrives: the page changes by itself, with the code.
  stripe.pay(session.id);
  const event = stripe.event('checkout.session.completed', session.id);
  const delivered = await fetch(`${base}/api/payments/webhooks/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
    body: event.body,
  });
  expect(delivered.status).toBe(200);
  await expect(page.getByRole('heading', { name: 'Payment received — your code is ready' })).toBeVisible();
  await expect(page.getByTestId('gateway-code')).toHaveText(code);

  // The admin's Payments screen lists the capture, filters by kind and exports the ledger.
  await page.goto(`${base}/admin-login`);
  await page.getByLabel('E-mail').fill(TEST_ADMIN.email);
  await page.getByLabel('Admin Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Log in to admin' }).click();
  await page.getByRole('link', { name: 'Payments' }).first().click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await page.getByLabel('Order ID').fill(successUrl.searchParams.get('orderId') ?? '');
  const rows = page.getByTestId('ledger-row');
  await expect(rows.filter({ hasText: 'Payment' })).toContainText(['RM21.46']);
  await page.getByLabel('Kind').selectOption('capture');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Succeeded');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await download).path();
  expect(csv).toBeTruthy();
});

test('a cancelled payment says so and offers to try again at the provider', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}`;
  const productCode = await productWithCodes(`Retry Cam ${stamp}`, '9.90', [`RETRY-${stamp}`]);
  await page.route('https://checkout.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><h1>Stripe test page</h1>' }),
  );
  await page.goto(`${base}/product/${productCode}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto(`${base}/checkout`);
  await page
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: 'Credit or debit card' })
    .check();
  await page.getByLabel('E-mail').fill(`card.${stamp}@example.com`);
  await page.getByLabel('WhatsApp number').fill('12-345 6789');
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Pay RM9.90 online' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe test page' })).toBeVisible();
  const first = lastSession().id;

  const cancelUrl = new URL(lastSessionRequest().body.cancel_url);
  await page.goto(`${base}${cancelUrl.pathname}${cancelUrl.search}`);
  await expect(page.getByText('Your payment was not completed. No money was taken for this attempt.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe test page' })).toBeVisible();
  expect(lastSession().id).not.toBe(first);
});
