import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../../frontend/src/config/paths';
import { tinyPng } from '../support/files';
import { adminHeaders, logInAdmin } from './support/admin';
import { fillCart, logIn, prepareTour, type TourData } from './support/storefront-tour';

/**
 * Issue 33's done-when: with a contact phone of 60198765432 in Settings, no storefront route of the route table
 * (frontend/src/app/route-table.ts) and no customer e-mail links to any other WhatsApp number; the footer and policy
 * pages carry the seller's registration number, address and e-mail (docs/product/storefront.md#header-and-footer).
 * The shop's name is left as it is: other specs running beside this one read it.
 */

const PHONE = '60198765432';
const SELLER = {
  contactPhone: PHONE,
  contactEmail: 'akaun@digitalmaju.my',
  address: 'No. 12, Jalan Bukit Bintang, 55100 Kuala Lumpur',
  businessRegistrationNumber: '202301045678 (1534567-X)',
};

/** Every path of the storefront's screens in the route table: its literal paths and the `paths.…` it names. */
function storefrontRoutePatterns(): string[] {
  const source = readFileSync(resolve(__dirname, '../../frontend/src/app/route-table.ts'), 'utf8');
  const block = source.slice(source.indexOf('export const storeScreens'), source.indexOf('export const redirects'));
  const patterns = new Set<string>(['/']);
  for (const entry of block.matchAll(/path:\s*(\[[^\]]*\]|[^,\n]+)/g)) {
    for (const token of entry[1].matchAll(/'([^']+)'|paths\.([\w.]+)/g)) {
      if (token[1]) patterns.add(token[1]);
      else {
        const value = token[2].split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], paths);
        if (typeof value !== 'string') throw new Error(`paths.${token[2]} is not a plain path`);
        patterns.add(value);
      }
    }
  }
  return [...patterns];
}

async function saveSettings(request: APIRequestContext, changes: Record<string, unknown>) {
  const headers = await adminHeaders(request);
  const view = (await (await request.get('/api/admin/settings', { headers })).json()) as Record<string, unknown> & {
    emailSettings: Record<string, unknown>;
  };
  const { hasSmtpPassword: _stored, ...email } = view.emailSettings;
  const saved = await request.put('/api/admin/settings', {
    headers,
    data: { ...view, updatedAt: undefined, emailSettings: email, ...changes },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return view;
}

/** Every WhatsApp number the page links to or names in a wa.me address. */
async function whatsappNumbers(page: Page): Promise<string[]> {
  const html = await page.content();
  return [...html.matchAll(/(?:wa\.me\/|api\.whatsapp\.com\/send\?phone=|whatsapp:\/\/send\?phone=)(\d+)/g)].map(
    (match) => match[1],
  );
}

let data: TourData;
let original: Record<string, unknown>;
let confirmation: { orderId: string; watchToken: string };

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  original = await saveSettings(request, SELLER);
  data = await prepareTour(request);
  const placed = await request.post('/api/orders', {
    multipart: {
      orderData: JSON.stringify({
        items: [{ productCode: 'VS', quantity: 2 }],
        privacyConsent: true,
        customerInfo: {
          companyName: 'Tan Trading Sdn. Bhd.',
          name: '陈伟明 Tan Wei Ming',
          email: `identity.${Date.now()}@example.com`,
          whatsapp: '012-345 6789',
        },
      }),
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  confirmation = (await placed.json()) as { orderId: string; watchToken: string };
});

test.afterAll(async ({ request }) => {
  const { contactPhone, contactEmail, address, businessRegistrationNumber } = original;
  await saveSettings(request, { contactPhone, contactEmail, address, businessRegistrationNumber });
});

test("every storefront route and every customer e-mail links only to the seller's WhatsApp number", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const concrete = (pattern: string): string =>
    pattern === '*' ? '/no-such-page' : pattern.replace(':orderId', data.appOrderId).replace(':id', 'VS');
  const routes = storefrontRoutePatterns().map(concrete);
  // The table has the screens the Done-when names: the confirmation, the Activation Center, the guide, policies.
  for (const path of ['/order-confirmation', '/redeem', '/installation-guide', '/privacy-policy', '/no-such-page']) {
    expect(routes.some((route) => route.startsWith(path))).toBe(true);
  }

  await logIn(page, data.email);
  const seen = new Map<string, string[]>();
  for (const route of routes) {
    if (route === paths.orderConfirmation) {
      // The confirmation is reached by checking out, as a shopper does.
      await fillCart(page, ['VS']);
      await page.goto(paths.checkout);
      await page.getByLabel('WhatsApp number').fill('12-345 6789');
      await page
        .getByLabel(/Payment receipt/)
        .setInputFiles({ name: 'r.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.getByRole('checkbox', { name: /privacy notice/ }).check();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed Successfully' })).toBeVisible();
      // Its call to action opens WhatsApp in a new window: answered here, so nothing leaves the machine.
      await page.context().route('https://wa.me/**', (call) => call.fulfill({ body: 'WhatsApp' }));
      await page.getByLabel(/I have read the/).check();
      await page.getByLabel(/taken a screenshot/).check();
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Contact Us on WhatsApp' }).click();
      const opened = await popup;
      await opened.waitForURL(/wa\.me/);
      expect(opened.url()).toMatch(new RegExp(`^https://wa\\.me/${PHONE}\\?text=`));
      await opened.close();
      seen.set(route, await whatsappNumbers(page));
      continue;
    }
    await page.goto(route);
    await expect(page.locator('main :is(h1, h2):visible').first()).toBeVisible();
    await expect(page.locator('main [role="status"]:has(> span[aria-hidden="true"])')).toHaveCount(0);
    seen.set(route, await whatsappNumbers(page));
  }
  // The chat panel's own WhatsApp fallback.
  await page.goto('/');
  await page.getByTestId('chat-launcher').click();
  await expect(page.locator('a[href*="wa.me"]').last()).toBeVisible();
  seen.set('/ (chat open)', await whatsappNumbers(page));

  const others = [...seen].flatMap(([route, numbers]) =>
    numbers.filter((number) => number !== PHONE).map((number) => `${route}: ${number}`),
  );
  expect(others).toEqual([]);
  // Every storefront page has at least the footer's link, and the confirmation its call to action.
  expect([...seen].filter(([, numbers]) => numbers.length === 0).map(([route]) => route)).toEqual([]);

  const headers = await adminHeaders(request);
  const mails: { textBody: string; htmlBody: string | null }[] = [];
  for (const orderId of [data.appOrderId, data.rentalOrderId, data.guestOrderId, confirmation.orderId]) {
    mails.push(...(await (await request.get(`/api/admin/outbox?relatedId=${orderId}`, { headers })).json()));
  }
  expect(mails.length).toBeGreaterThan(4);
  for (const mail of mails) {
    const numbers = [...`${mail.textBody}\n${mail.htmlBody ?? ''}`.matchAll(/wa\.me\/(\d+)/g)].map((m) => m[1]);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter((number) => number !== PHONE)).toEqual([]);
  }
});

test("the footer, a policy page and the prerendered home carry the seller's details", async ({ page, request }) => {
  await page.goto('/refund-policy');
  const footer = page.getByTestId('footer');
  await expect(footer).toContainText(`Registration no. ${SELLER.businessRegistrationNumber}`);
  await expect(footer).toContainText(SELLER.address);
  await expect(footer.getByRole('link', { name: `E-mail: ${SELLER.contactEmail}` })).toHaveAttribute(
    'href',
    `mailto:${SELLER.contactEmail}`,
  );
  await expect(page.getByTestId('policy-contact')).toContainText(SELLER.businessRegistrationNumber);

  // The receipt names the seller and the buying company.
  await page.goto(paths.orderReceipt(confirmation.orderId, confirmation.watchToken));
  const receipt = page.getByTestId('customer-receipt');
  await expect(receipt).toContainText('陈伟明 Tan Wei Ming');
  await expect(page.getByTestId('receipt-seller')).toContainText(SELLER.businessRegistrationNumber);
  await expect(page.getByTestId('receipt-seller')).toContainText(SELLER.address);
  await expect(page.getByTestId('receipt-company')).toHaveText('Tan Trading Sdn. Bhd.');

  // The first screen as the server sends it, before any script: the seller's, not the template's.
  const html = await (await request.get('/', { headers: { 'Accept-Language': 'ms' } })).text();
  expect(html).toContain(SELLER.businessRegistrationNumber);
  expect(html).toContain(`wa.me/${PHONE}`);
  expect(html).not.toMatch(/Placeholder|wa\.me\/(?!60198765432)\d+/);
  expect(html).toContain('<meta name="kedai-shop"');

  // Settings shows what the seller saved, and the SST with its defaults.
  await logInAdmin(page);
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Business registration number (SSM)')).toHaveValue(SELLER.businessRegistrationNumber);
  await expect(page.getByLabel('Contact phone')).toHaveValue(PHONE);
  await expect(page.getByLabel('SST rate (%)')).toHaveValue('8');
  await expect(page.getByLabel(/Catalogue prices include SST/)).toBeChecked();
});
