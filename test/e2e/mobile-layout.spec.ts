import { expect, test, type Page } from '@playwright/test';
import { tinyPng } from '../support/files';
import { layoutProblems, lineCount, tapTargetProblems, underChatButtonAtEnd } from './support/layout-checks';
import {
  customerStops,
  fillCart,
  guestStops,
  likeProducts,
  logIn,
  phoneViewport,
  prepareTour,
  TOUR_WIDTHS,
  visit,
  type TourData,
  type TourStop,
} from './support/storefront-tour';

/**
 * The storefront on a real phone (docs/product/storefront.md#screens-and-routes): at 360, 375 and 414 px every route
 * fits the screen with no sideways scroll and nothing past its edges, credentials wrap as whole readable lines, every
 * tap target is at least 24x24 px, and the floating chat button never sits on a control (the page reserves room for
 * it below its last content).
 */

// 375 px only in `npm test`; all three widths in `npm run test:e2e:full` (TOUR_WIDTHS).
test.use({ viewport: phoneViewport(TOUR_WIDTHS[0]), hasTouch: true });

let data: TourData;
test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  data = await prepareTour(request);
});

async function checkWidths(page: Page, stop: TourStop): Promise<string[]> {
  const problems: string[] = [];
  for (const width of TOUR_WIDTHS) {
    await page.setViewportSize(phoneViewport(width));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Fits the screen; every control is big enough for a finger; the chat button covers nothing at the end.
    for (const problem of [
      ...(await layoutProblems(page)),
      ...(await tapTargetProblems(page)),
      ...(await underChatButtonAtEnd(page)),
    ])
      problems.push(`${stop.name} (${stop.path}) @${width}px: ${problem}`);
  }
  return problems;
}

async function tour(page: Page, stops: TourStop[]): Promise<string[]> {
  const problems: string[] = [];
  for (const stop of stops) {
    await page.setViewportSize(phoneViewport(TOUR_WIDTHS[0]));
    await visit(page, stop);
    problems.push(...(await checkWidths(page, stop)));
  }
  return problems;
}

test("a guest's routes fit every phone width", async ({ page }) => {
  test.setTimeout(240_000);
  await fillCart(page, ['MK8', 'DZ', 'ER', 'CCM']);
  const problems = await tour(page, guestStops(data));

  // Checkout, then the confirmation and receipt pages of the order just placed.
  await page.goto('/checkout');
  await page.getByLabel('E-mail').fill(`phone.${Date.now()}@example.com`);
  await page.getByLabel('WhatsApp number').fill('12-345 6789');
  await page.getByLabel(/Payment receipt/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed Successfully' })).toBeVisible();
  // The checkbox's sentence reads as one paragraph: every line starts where the first does (its links and text
  // pieces were columns side by side).
  const lineStarts = await page.getByText(/I have read the/).evaluate((sentence) => {
    // Everything of the label after its checkbox.
    const label = sentence.closest('label') ?? sentence;
    const range = document.createRange();
    range.selectNodeContents(label);
    const box = label.querySelector('input');
    if (box) range.setStartAfter(box);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 14);
    // Read in order, a paragraph never goes back up a line (side-by-side columns do).
    const backUp = rects.some((rect, index) => index > 0 && rect.top < (rects[index - 1]?.top ?? 0) - 8);
    // Lines: rects whose tops are within 8 px of each other (a link's box sits a pixel off its text).
    const lines: { top: number; left: number }[] = [];
    for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
      const line = lines.find((candidate) => Math.abs(candidate.top - rect.top) < 8);
      if (line) line.left = Math.min(line.left, Math.round(rect.left));
      else lines.push({ top: rect.top, left: Math.round(rect.left) });
    }
    return { starts: lines.map((line) => line.left), backUp };
  });
  expect(lineStarts.backUp).toBe(false);
  expect(new Set(lineStarts.starts).size, `line starts ${lineStarts.starts.join(', ')}`).toBe(1);
  problems.push(...(await checkWidths(page, { path: '/order-confirmation', name: 'order confirmation' })));
  await visit(page, { path: '/upload-receipt', name: 'upload receipt' });
  problems.push(...(await checkWidths(page, { path: '/upload-receipt', name: 'upload receipt' })));

  expect(problems).toEqual([]);
});

test("a customer's routes fit every phone width", async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page, data.email);
  await likeProducts(page, ['MK8', 'ZTK', 'CCM']);
  await fillCart(page, ['MK8', 'ZTK']);
  expect(await tour(page, customerStops(data))).toEqual([]);
});

test('rental credentials and activation codes wrap as whole lines, and the chat button leaves Next free', async ({
  page,
}) => {
  // At most one break per 14 characters: the value reads in long runs, not fragments like "Aud/itP/as/s".
  const expectWholeLines = async (where: string, testId: string) => {
    for (const { text, lines } of await lineCount(page, testId)) {
      expect(lines, `${where}: ${testId} "${text}"`).toBeLessThanOrEqual(Math.ceil(text.length / 14));
    }
  };

  // A guest's Activation Center (a logged-in customer is sent to /my-orders).
  await page.goto(`/redeem/${data.guestOrderId}`);
  await expect(page.getByTestId('activation-code')).toBeVisible();
  for (const width of TOUR_WIDTHS) {
    await page.setViewportSize(phoneViewport(width));
    await expectWholeLines(`/redeem @${width}px`, 'activation-code');
    await expect(page.getByTestId('redeem-order').getByRole('button', { name: /^Copy/ }).first()).toBeVisible();
  }

  await logIn(page, data.email);
  for (const path of [`/order/${data.rentalOrderId}`, `/guide/${data.rentalOrderId}`]) {
    await page.goto(path);
    await expect(page.getByTestId('rental-password').first()).toBeVisible();
    for (const width of TOUR_WIDTHS) {
      await page.setViewportSize(phoneViewport(width));
      for (const testId of ['rental-account', 'rental-password', 'rental-login-token']) {
        await expectWholeLines(`${path} @${width}px`, testId);
      }
      await expect(page.getByRole('button', { name: 'Copy password' }).first()).toBeVisible();
    }
  }

  await page.goto(`/installation-guide/${data.appOrderId}`);
  const next = page.getByRole('button', { name: 'Next' });
  for (const width of TOUR_WIDTHS) {
    await page.setViewportSize(phoneViewport(width));
    await next.scrollIntoViewIfNeeded();
    // A real tap on Next's corner nearest the chat button moves the guide on.
    const before = (await page.getByTestId('guide-step-count').textContent()) ?? '';
    const box = await next.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) - 4, (box?.y ?? 0) + (box?.height ?? 0) - 4);
    await expect(page.getByTestId('guide-step-count')).not.toHaveText(before);
  }
});
