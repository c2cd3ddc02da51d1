import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, logInAdmin } from './support/admin';

/**
 * The admin area on a phone (375 px): the header keeps Logout on screen (the nav and the alert toggles fold
 * into "Menu"), and no admin screen scrolls sideways.
 */

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

const ROUTES = [
  '/admin',
  '/admin/orders',
  '/admin/live-chat',
  '/admin/code-pools',
  '/admin/installation-guide-manager',
  '/admin/maintenance',
  '/admin/receipts',
  '/admin/products',
  '/admin/users',
  '/admin/settings',
  '/admin/outbox',
  '/admin/reports',
  '/admin/customers',
];

async function expectNoSidewaysScroll(page: Page, route: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest('[data-scroll-x]') && getComputedStyle(element).position !== 'fixed')
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
  expect(widths.scroll, `${route} scrolls sideways; too wide: ${widths.wide.join(', ')}`).toBeLessThanOrEqual(
    widths.inner,
  );
}

// The first admin login after the server starts can be slow: an API login warms it up.
test.beforeAll(async ({ request }) => {
  await adminHeaders(request);
});

test('every admin screen fits 375 px and keeps Logout on screen', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAdmin(page);
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, route);
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(logout, route).toBeInViewport({ ratio: 1 });
  }
});

test('the Menu button opens the nav and the alert toggles, Esc closes it and focus returns', async ({ page }) => {
  await logInAdmin(page);
  await page.goto('/admin/orders');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: /^Sound (on|off)$/ })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Live Chat' })).toBeInViewport();
  const sound = page.getByRole('button', { name: /^Sound (on|off)$/ });
  await expect(sound).toBeVisible();
  await expect(sound).toBeFocused();
  await expectNoSidewaysScroll(page, 'the open menu');

  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Code Pools' }).click();
  await expect(page).toHaveURL(/\/admin\/code-pools$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
});
