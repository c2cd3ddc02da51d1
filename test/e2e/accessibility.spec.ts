import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tinyPng } from '../support/files';
import {
  customerStops,
  fillCart,
  guestStops,
  likeProducts,
  logIn,
  phoneViewport,
  prepareTour,
  visit,
  type TourData,
  type TourStop,
} from './support/storefront-tour';

/**
 * Accessibility of every storefront route (docs/product/storefront.md#screens-and-routes), checked by axe-core in the
 * browser on a phone-sized screen: no serious or critical violation anywhere.
 */

test.use({ viewport: phoneViewport(375), hasTouch: true });

let data: TourData;
test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  data = await prepareTour(request);
});

async function violations(page: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${name}: ${violation.id} (${violation.impact}) ${violation.help} → ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

async function audit(page: Page, stops: TourStop[]): Promise<string[]> {
  const found: string[] = [];
  for (const stop of stops) {
    await visit(page, stop);
    found.push(...(await violations(page, `${stop.name} (${stop.path})`)));
  }
  return found;
}

test("a guest's routes have no serious or critical axe violations", async ({ page }) => {
  test.setTimeout(240_000);
  await fillCart(page, ['MK8', 'DZ', 'ER']);
  const found = await audit(page, guestStops(data));

  await page.goto('/checkout');
  await page.getByLabel('E-mail').fill(`axe.${Date.now()}@example.com`);
  await page.getByLabel('WhatsApp number').fill('12-345 6789');
  await page.getByLabel(/Payment receipt/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed Successfully' })).toBeVisible();
  found.push(...(await violations(page, 'order confirmation')));
  await visit(page, { path: '/upload-receipt', name: 'upload receipt' });
  found.push(...(await violations(page, 'upload receipt')));

  expect(found).toEqual([]);
});

test("a customer's routes have no serious or critical axe violations", async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page, data.email);
  await likeProducts(page, ['MK8', 'ZTK']);
  await fillCart(page, ['MK8']);
  expect(await audit(page, customerStops(data))).toEqual([]);
});
