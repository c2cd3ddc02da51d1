import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../backend/src/modules/auth/totp';
import { adminHeaders, linkTokenFromMail, logInAdmin, registerCustomer } from './support/admin';

/**
 * Two-factor sign-in and signed-in devices in the browser (docs/product/account-security.md). The staff rule
 * ("require it for all staff") is not switched on here: the browser tests share one server, and the rule
 * would send the run's admin to enrolment in every other test; test/api/two-factor.api.spec.ts covers it.
 */
const PASSWORD = 'kopi-o-kosong-2026';

/** Turns it on from the panel on screen; answers the secret read from the page. */
async function enrolOnScreen(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Turn on two-factor sign-in/ }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('[class*="secret"]').innerText()).trim();
  await page.getByLabel('Code from the app').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  return secret;
}

test('a customer turns on two-factor sign-in on a phone, signs in with a code, and signs another device out', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = `twofactor.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  await registerCustomer(page.request, { name: 'Nurul 2FA', email, password: PASSWORD });

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  const secret = await enrolOnScreen(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('10 recovery codes left');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Another device: the password is not enough any more.
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  await laptop.goto('/login');
  await laptop.getByLabel('E-mail').fill(email);
  await laptop.getByLabel('Password').fill(PASSWORD);
  await laptop.getByRole('button', { name: 'Log in' }).click();
  await expect(laptop.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await laptop.getByLabel('Code', { exact: true }).fill('000000');
  await laptop.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(laptop.getByRole('alert')).toContainText('That code is not right');
  await laptop.getByLabel('Code', { exact: true }).fill(await totpCode(secret, 1));
  await laptop.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(laptop).not.toHaveURL(/\/login/);

  // The phone sees both devices and signs the laptop out.
  await page.reload();
  await page.getByRole('tab', { name: 'Security' }).click();
  const devices = page.getByTestId('sessions').getByRole('listitem');
  // The phone, the laptop, and the session the confirmation link opened (registerCustomer).
  await expect(devices).toHaveCount(3);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(page.getByText('Signed out 2 devices.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  const me = await laptop.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${await laptop.evaluate(() => localStorage.getItem('kedai.token') ?? '')}` },
  });
  expect(me.status()).toBe(401);
  await laptopContext.close();
});

test('an agent signs in to the admin with a code; an admin resets it and signs the agent out everywhere', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `agent2fa.${stamp}@example.com`;
  const name = `Azman ${stamp}`;
  const headers = await adminHeaders(page.request);
  const invited = await page.request.post('/api/admin/users', { headers, data: { name, email, role: 'agent' } });
  expect(invited.status()).toBe(201);

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.goto(`/set-password?token=${await linkTokenFromMail(page.request, email, '/set-password')}`);
  await agent.getByLabel('New password').fill(PASSWORD);
  await agent.getByRole('button', { name: 'Save password' }).click();
  await expect(agent).toHaveURL(/\/admin\/live-chat$/);
  await agent.goto('/two-factor-setup');
  const secret = await enrolOnScreen(agent);
  await agent.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(agent).toHaveURL(/\/admin\/live-chat$/);

  // Signing in again at /admin-login asks for the code.
  await agentContext.clearCookies();
  await agent.evaluate(() => localStorage.clear());
  await agent.goto('/admin-login');
  await agent.getByLabel('E-mail').fill(email);
  await agent.getByLabel('Admin Password').fill(PASSWORD);
  await agent.getByRole('button', { name: 'Log in to admin' }).click();
  await agent.getByLabel('Code', { exact: true }).fill(await totpCode(secret, 1));
  await agent.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(agent).toHaveURL(/\/admin\/live-chat$/);

  // The admin sees 2FA on for the agent and resets it (a lost phone): that signs them out everywhere too.
  await logInAdmin(page);
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('2FA on')).toBeVisible();
  await row.getByRole('button', { name: `Reset two-factor sign-in of ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('is signed out on every device');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset 2FA' }).click();
  await expect(row.getByRole('status')).toHaveText(`Two-factor sign-in of ${name} was reset.`);
  await expect(row.getByText('2FA on')).toHaveCount(0);
  await agent.reload();
  await expect(agent).toHaveURL(/\/login/);

  // The password alone signs them in again; the admin then signs them out everywhere by hand.
  await agent.goto('/admin-login');
  await agent.getByLabel('E-mail').fill(email);
  await agent.getByLabel('Admin Password').fill(PASSWORD);
  await agent.getByRole('button', { name: 'Log in to admin' }).click();
  await expect(agent).toHaveURL(/\/admin\/live-chat$/);
  await row.getByRole('button', { name: `Sign ${name} out on every device` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(row.getByRole('status')).toHaveText(`${name} was signed out of 1 device.`);
  await agent.reload();
  await expect(agent).toHaveURL(/\/login/);
  await agentContext.close();
});
