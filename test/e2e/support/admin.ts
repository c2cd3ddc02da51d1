import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tinyPng } from '../../support/files';
import { TEST_ADMIN } from '../../support/test-env';

/** Logs in on /admin-login as the run's first admin and waits to be inside the admin area. */
export async function logInAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('E-mail').fill(TEST_ADMIN.email);
  await page.getByLabel('Admin Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Log in to admin' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin' || url.pathname.startsWith('/admin/'));
}

/** An admin's Authorization header for calls made beside the browser. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/admin-login', { data: TEST_ADMIN });
  expect(response.ok()).toBeTruthy();
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** A guest checkout of one item with a PNG receipt, as the storefront sends it; resolves to the orderId. */
export async function placeOrder(request: APIRequestContext, name: string, productCode: string): Promise<string> {
  const orderData = {
    items: [{ productCode, quantity: 1 }],
    privacyConsent: true,
    customerInfo: { name, email: `${name.toLowerCase()}.${Date.now()}@example.com`, whatsapp: '012-345 6789' },
  };
  const response = await request.post('/api/orders', {
    multipart: {
      orderData: JSON.stringify(orderData),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng(48, 48, [200, 40, 40]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

/** A new code-delivered app with an empty code pool (its own, so no other test's backorders take its codes). */
export async function createTestProduct(request: APIRequestContext, title: string) {
  const headers = await adminHeaders(request);
  const response = await request.post('/api/admin/products', {
    headers,
    multipart: {
      title,
      category: 'Apps (Camera & Filters)',
      price: '6.00',
      stock: '10',
      description: 'A photo app',
      images: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { productCode: string; title: string };
}

/**
 * A rental game of its own, so its account pool holds only what the test adds: accounts added to a shared game
 * go to whichever test's order is activated first.
 */
export async function createRentalProduct(request: APIRequestContext, title: string) {
  const headers = await adminHeaders(request);
  const response = await request.post('/api/admin/products', {
    headers,
    multipart: {
      title,
      category: 'Steam Games',
      stock: '5',
      description: 'A rental game for a browser test',
      options: JSON.stringify([{ name: 'Duration', choices: [{ label: '3 HOURS', value: '3_hours', price: '9.00' }] }]),
      images: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { productCode: string; title: string };
}

/** The admin confirms the payment and sets the status to paid. */
export async function markPaid(request: APIRequestContext, headers: Record<string, string>, orderId: string) {
  const base = `/api/admin/orders/${orderId}`;
  expect((await request.put(`${base}/payment`, { headers, data: { paymentStatus: 'paid' } })).ok()).toBeTruthy();
  expect((await request.put(`${base}/status`, { headers, data: { status: 'paid' } })).ok()).toBeTruthy();
}

/**
 * A customer account made the way a shopper makes one: register, then open the confirmation link from the
 * e-mail (read from the outbox through the admin API). Resolves to the signed-in customer's token.
 */
export async function registerCustomer(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<string> {
  const registered = await request.post('/api/auth/register', { data: { ...account, privacyConsent: true } });
  expect(registered.status(), await registered.text()).toBe(202);
  const token = await linkTokenFromMail(request, account.email, '/confirm-email');
  const confirmed = await request.post('/api/auth/confirm-email', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as { token: string }).token;
}

/** The token of the newest account link (`/confirm-email` or `/set-password`) e-mailed to this address. */
export async function linkTokenFromMail(request: APIRequestContext, email: string, path: string): Promise<string> {
  const headers = await adminHeaders(request);
  const mails = await request.get(`/api/admin/outbox?relatedId=${encodeURIComponent(email.toLowerCase())}`, {
    headers,
  });
  expect(mails.ok()).toBe(true);
  for (const mail of (await mails.json()) as { textBody: string }[]) {
    const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.textBody);
    if (match) return match[1] as string;
  }
  throw new Error(`No ${path} link e-mailed to ${email}`);
}

/** Starts a fulfilment step and waits until its job has run (the order no longer shows it pending). */
export async function runStep(
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: string,
  step: 'send-guide' | 'activate',
): Promise<void> {
  const accepted = await request.post(`/api/admin/orders/${orderId}/${step}`, { headers });
  // 409: automatic order confirmation already ran (or runs) this step.
  expect([202, 409], await accepted.text()).toContain(accepted.status());
  await expect(async () => {
    const order = (await (await request.get(`/api/admin/orders/${orderId}`, { headers })).json()) as {
      pendingStep: string | null;
    };
    expect(order.pendingStep).toBeNull();
  }).toPass({ timeout: 20_000 });
}
