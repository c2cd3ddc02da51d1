import { expect, test, type Page } from '@playwright/test';
import { linkTokenFromMail, registerCustomer } from './support/admin';

/**
 * Accounts from the shopper's side (docs/product/storefront.md#profile-and-session): register, see your name in
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
  // The privacy notice's box is required, and its link opens the notice.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please agree to the privacy notice to continue.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy-policy');
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too easy to guess. This is a heavily used password.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The account exists once its owner opens the link e-mailed to them.
  await expect(page.getByRole('status')).toContainText(
    `We sent a link to ${email}. Open it to finish creating your account.`,
  );
  await page.goto(`/confirm-email?token=${await linkTokenFromMail(page.request, email, '/confirm-email')}`);

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
  await registerCustomer(page.request, { name, email, password: PASSWORD });

  await page.goto('/login');
  await logIn(page, email, 'not-the-password');

  await expect(page.getByRole('alert')).toContainText('Incorrect e-mail or password');
  await expect(page).toHaveURL(onLoginPage);
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});

test('registering a taken e-mail answers exactly like a new one, and the owner is told by e-mail', async ({ page }) => {
  const { name, email } = uniqueAccount('Kumar');
  await registerCustomer(page.request, { name, email, password: PASSWORD });

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('another-strong-passphrase-77');
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText(
    `We sent a link to ${email}. Open it to finish creating your account.`,
  );
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});

test('forgot password: the e-mailed link sets a new one, and the old one stops working', async ({ page }) => {
  const { name, email } = uniqueAccount('Mei');
  await registerCustomer(page.request, { name, email, password: PASSWORD });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login form has an E-mail field too: fill the reset form's once it is there.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for this e-mail, we sent a link to reset the password.',
  );

  await page.goto(`/set-password?token=${await linkTokenFromMail(page.request, email, '/set-password')}`);
  await page.getByLabel('New password').fill('a-brand-new-passphrase-91');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(onHomePage);
  await expect(page.getByTestId('account-name')).toHaveText(name);

  await page.getByTestId('account-name').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Incorrect e-mail or password');
  await logIn(page, email, 'a-brand-new-passphrase-91');
  await expect(page).toHaveURL(onHomePage);
});
