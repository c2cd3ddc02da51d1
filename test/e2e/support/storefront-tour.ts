import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tinyPng } from '../../support/files';
import { adminHeaders, registerCustomer } from './admin';

/**
 * What the mobile-layout and accessibility specs visit: every storefront route
 * (docs/product/storefront.md#screens-and-routes), with real data behind it: a cart holding items, an app order with
 * its activation code, a delivered rental order with its credentials, and a logged-in customer who owns both.
 */

export const PHONE_WIDTHS = [360, 375, 414] as const;
export type PhoneWidth = (typeof PHONE_WIDTHS)[number];
/**
 * The widths the phone tour checks: 375 px (the commonest) in `npm test`; all three with
 * `npm run test:e2e:full` (KEDAI_E2E_FULL=1), which a change to the storefront's layout should pass too.
 */
export const TOUR_WIDTHS: readonly [PhoneWidth, ...PhoneWidth[]] = process.env.KEDAI_E2E_FULL ? PHONE_WIDTHS : [375];
/** Real phones' screens at those widths (Galaxy S5, iPhone SE/8, iPhone 8 Plus). */
export const phoneViewport = (width: PhoneWidth) => ({
  width,
  height: { 360: 640, 375: 667, 414: 736 }[width],
});
export const CUSTOMER_PASSWORD = 'correct-horse-42';

export interface TourData {
  email: string;
  appOrderId: string;
  rentalOrderId: string;
  guestOrderId: string;
}

export interface TourStop {
  path: string;
  /** A short name for messages. */
  name: string;
  /** Runs after the page loaded (e.g. opens a tab) and before the checks. */
  prepare?: (page: Page) => Promise<void>;
}

type Headers = Record<string, string>;

async function placeOrder(request: APIRequestContext, item: Record<string, unknown>, headers: Headers = {}) {
  const response = await request.post('/api/orders', {
    headers,
    multipart: {
      orderData: JSON.stringify({
        items: [{ quantity: 1, ...item }],
        privacyConsent: true,
        customerInfo: { name: 'Nurul Aisyah', email: `tour.${Date.now()}@example.com`, whatsapp: '012-345 6789' },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

async function runStep(request: APIRequestContext, headers: Headers, orderId: string, step: string) {
  const accepted = await request.post(`/api/admin/orders/${orderId}/${step}`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(202);
  await expect(async () => {
    const order = (await (await request.get(`/api/admin/orders/${orderId}`, { headers })).json()) as {
      pendingStep: string | null;
    };
    expect(order.pendingStep).toBeNull();
  }).toPass({ timeout: 15_000 });
}

async function deliver(request: APIRequestContext, headers: Headers, orderId: string) {
  const paid = await request.put(`/api/admin/orders/${orderId}/payment`, { headers, data: { paymentStatus: 'paid' } });
  expect(paid.ok()).toBe(true);
  await runStep(request, headers, orderId, 'send-guide');
  await runStep(request, headers, orderId, 'activate');
}

/** A customer with a delivered app order and a delivered rental, and a guest's delivered app order. */
export async function prepareTour(request: APIRequestContext): Promise<TourData> {
  const admin = await adminHeaders(request);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `tour.${stamp}@example.com`;
  const token = await registerCustomer(request, {
    name: `Nurul Aisyah binti Abdullah ${stamp}`,
    email,
    password: CUSTOMER_PASSWORD,
  });
  const customer = { Authorization: `Bearer ${token}` };

  const codes = await request.post('/api/admin/code-pools/VS/codes', {
    headers: admin,
    data: { text: `VSCO-ACTIVATION-${stamp}-ABCDEFGHIJKLMNOPQRSTUVWXYZ\nVSCO-SECOND-${stamp}-ZYXWVUTSRQPONMLKJIHG` },
  });
  expect(codes.ok(), await codes.text()).toBe(true);
  const rentalAccount = await request.post('/api/admin/rental-accounts', {
    headers: admin,
    data: {
      productCode: 'ER',
      gameName: 'Elden Ring',
      username: `kedai_tour_renter_${stamp}`,
      password: `AuditPass!23-${stamp}`,
      loginToken: `TK${stamp}`,
    },
  });
  expect(rentalAccount.ok(), await rentalAccount.text()).toBe(true);

  const appOrderId = await placeOrder(request, { productCode: 'VS' }, customer);
  const rentalOrderId = await placeOrder(request, { productCode: 'ER', option: '3_hours' }, customer);
  const guestOrderId = await placeOrder(request, { productCode: 'VS' });
  for (const orderId of [appOrderId, rentalOrderId, guestOrderId]) await deliver(request, admin, orderId);
  return { email, appOrderId, rentalOrderId, guestOrderId };
}

/** Puts products in the (guest) cart through the product pages, as a shopper does. */
export async function fillCart(page: Page, codes: string[]) {
  for (const code of codes) {
    await page.goto(`/product/${code}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product added to cart!').first()).toBeVisible();
  }
}

/** Likes products from their pages (the heart next to the title). */
export async function likeProducts(page: Page, codes: string[]) {
  for (const code of codes) {
    await page.goto(`/product/${code}`);
    await page
      .getByRole('button', { name: /^Add .* to favorites$/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /^Remove .* from favorites$/ }).first()).toBeVisible();
  }
}

export async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const openTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

/** The guest's stops (the cart holds items while these are visited). */
export function guestStops(data: TourData): TourStop[] {
  return [
    { path: '/', name: 'home' },
    { path: '/products', name: 'products' },
    { path: '/products?category=Steam%20Games', name: 'products by category' },
    { path: '/products?search=zzzz-nothing', name: 'products, no match' },
    { path: '/product/MK8', name: 'product (Nintendo)' },
    { path: '/product/ER', name: 'product (rental)' },
    { path: '/product/product_1', name: 'product by position' },
    { path: '/cart', name: 'cart' },
    { path: '/checkout', name: 'checkout' },
    { path: '/redeem', name: 'redeem' },
    { path: `/redeem/${data.guestOrderId}`, name: 'redeem, app order' },
    { path: `/redeem/${data.rentalOrderId}`, name: 'redeem, rental order' },
    { path: '/redeem/2501010000ZZZZZ', name: 'redeem, not found' },
    { path: `/installation-guide/${data.appOrderId}`, name: 'installation guide (app)' },
    { path: `/guide/${data.rentalOrderId}`, name: 'guide (rental)' },
    { path: '/installation-guide', name: 'installation guide without order' },
    { path: '/activation-tutorials', name: 'activation tutorials' },
    { path: '/product-activation-tutorials', name: 'product activation tutorials' },
    { path: '/login', name: 'login' },
    { path: '/privacy-policy', name: 'privacy policy' },
    { path: '/terms-and-conditions', name: 'terms' },
    { path: '/shipping-policy', name: 'shipping policy' },
    { path: '/refund-policy', name: 'refund policy' },
    { path: '/usage-policy', name: 'usage policy' },
    { path: '/access-time-policy', name: 'access time policy' },
  ];
}

/** The logged-in customer's stops (favourites hold items). */
export function customerStops(data: TourData): TourStop[] {
  return [
    { path: '/profile', name: 'profile' },
    { path: '/profile', name: 'profile, orders', prepare: openTab('Orders') },
    { path: '/profile', name: 'profile, reviews', prepare: openTab('Reviews') },
    { path: '/profile', name: 'profile, favorites', prepare: openTab('Favorites') },
    { path: '/my-orders', name: 'my orders' },
    { path: `/order/${data.appOrderId}`, name: 'order (app)' },
    { path: `/order/${data.rentalOrderId}`, name: 'order (rental)' },
    { path: '/my-likes', name: 'my likes' },
    { path: '/likes', name: 'likes' },
    { path: '/favorites', name: 'favorites' },
    { path: '/view-ratings', name: 'all ratings' },
    { path: '/cart', name: 'cart (account)' },
    { path: '/checkout', name: 'checkout (account)' },
  ];
}

/** Opens a stop and waits until its content (not a spinner) is on screen. */
export async function visit(page: Page, stop: TourStop) {
  await page.goto(stop.path);
  await expect(page.locator('main :is(h1, h2):visible').first()).toBeVisible();
  await expect(page.locator('main [role="status"]:has(> span[aria-hidden="true"])')).toHaveCount(0);
  await stop.prepare?.(page);
}
