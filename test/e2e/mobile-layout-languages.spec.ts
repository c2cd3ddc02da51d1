import { expect, test } from '@playwright/test';
import { layoutProblems } from './support/layout-checks';
import { fillCart, guestStops, PHONE_WIDTHS, phoneViewport, prepareTour, visit } from './support/storefront-tour';

/**
 * Malay words run longer than English ones and Chinese lines break differently: every guest route still
 * fits the narrowest phone (360 px) with nothing clipped, in each of the two other languages.
 */

test.use({ viewport: phoneViewport(PHONE_WIDTHS[0]), hasTouch: true });

const LANGUAGES = [
  ['ms', 'Bahasa Melayu'],
  ['zh-Hans', 'Chinese'],
] as const;

for (const [language, name] of LANGUAGES) {
  test(`a guest's routes fit a ${PHONE_WIDTHS[0]} px phone in ${name}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const data = await prepareTour(request);
    await fillCart(page, ['MK8', 'DZ', 'ER', 'CCM']);
    await page.evaluate((chosen) => localStorage.setItem('kedai.language', chosen), language);

    const problems: string[] = [];
    for (const stop of guestStops(data)) {
      await visit(page, stop);
      for (const problem of await layoutProblems(page)) problems.push(`${stop.name} (${stop.path}): ${problem}`);
    }
    // The tour really ran in the other language.
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(problems).toEqual([]);
  });
}
