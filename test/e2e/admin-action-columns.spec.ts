import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminHeaders, logInAdmin, markPaid, placeOrder } from './support/admin';

/**
 * The staff screens on an ordinary laptop (issue 33, item 5): at 1280x800 and 1024x768 the Receipts queue's
 * Verify/Reject and a busy Orders row's buttons are on screen without scrolling the table sideways (the actions
 * column stays at the table's right edge).
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

/** Brings the row to the middle of the window by scrolling the page only (never the table's own scroller). */
async function scrollPageTo(row: Locator) {
  await row.evaluate((element) =>
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' }),
  );
}

async function expectFullyShown(page: Page, buttons: Locator, what: string) {
  const count = await buttons.count();
  expect(count, what).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await expect(buttons.nth(index), `${what}: ${await buttons.nth(index).textContent()}`).toBeInViewport({
      ratio: 1,
    });
  }
}

test('Verify/Reject and a busy order row’s buttons stay visible at 1280 and 1024 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  // A receipt waiting in the queue, and a paid order with a long customer name (a busy row).
  const pending = await placeOrder(request, 'Receipt', 'DZ');
  const busy = await placeOrder(request, 'Nurulhidayahbintiabdulrahmanshah', 'MK8');
  await markPaid(request, headers, busy);

  await logInAdmin(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/admin/receipts');
    const receipt = page.locator(`[data-testid="receipt-row"][data-order-id="${pending}"]`);
    await expect(receipt).toBeVisible();
    await scrollPageTo(receipt);
    await expectFullyShown(
      page,
      receipt.getByRole('button', { name: /^(Verify|Reject)$/ }),
      `Receipts @${size.width}px`,
    );

    await page.goto('/admin/orders');
    const row = page.locator(`tr[data-order-id="${busy}"]`);
    await expect(row).toBeVisible();
    await scrollPageTo(row);
    await expectFullyShown(page, row.locator('td:last-child').getByRole('button'), `Orders @${size.width}px`);
  }
});
