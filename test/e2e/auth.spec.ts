import { expect, test, type Page } from '@playwright/test';

/**
 * Accounts from the shopper's side (storefront spec §2 Header, §4 Session): register, see your name in
 * the header, log out, log in again, and keep the session across a reload. A wrong password is refused
 * with the server's message.
 */

const PASSWORD = 'correct-horse-42';

function uniqueAccount(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `${label} ${stamp}`, email: `${label.toLowerCase()}.${stamp}@example.com` };
}

const onHomePage = (url: URL) => url.pathname === '/';
const onLoginPage = (url: URL) => url.pathname === '/login';

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('register, log out, log in again and stay logged in after a reload', async ({ page }) => {
  const { name, email } = uniqueAccount('Aisyah');

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  // A password that is easy to guess is refused with the reason, under the field.
  await page.getByLabel('Password').fill('12345678');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too easy to guess. This is a heavily used password.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(onHomePage);
  await expect(page.getByTestId('account-name')).toHaveText(name);

  await page.getByTestId('account-name').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(onLoginPage);
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(onHomePage);
  await expect(page.getByTestId('account-name')).toHaveText(name);

  await page.reload();
  await expect(page.getByTestId('account-name')).toHaveText(name);
});

test('a wrong password shows "Incorrect e-mail or password"', async ({ page }) => {
  const { name, email } = uniqueAccount('Farid');
  const registered = await page.request.post('/api/auth/register', { data: { name, email, password: PASSWORD } });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await logIn(page, email, 'not-the-password');

  await expect(page.getByRole('alert')).toContainText('Incorrect e-mail or password');
  await expect(page).toHaveURL(onLoginPage);
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});
