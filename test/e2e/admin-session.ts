import { expect, type Page } from '@playwright/test';
import { TEST_ADMIN } from '../support/test-env';

/** Logs the page in through the real admin login screen and waits for the admin area. */
export async function logInAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('E-mail').fill(TEST_ADMIN.email);
  await page.getByLabel('Admin Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Log in to admin' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin' || url.pathname.startsWith('/admin/'));
}
