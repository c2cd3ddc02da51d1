import { expect, test } from '@playwright/test';
import { linkTokenFromMail, logInAdmin } from './support/admin';

/**
 * A support team (issue: a support team's shift): an admin adds an agent from Users; the agent chooses a
 * password from the e-mailed link and works the support desk, and only that.
 */
test('an admin adds an agent, who sets a password from the link and sees only the support desk', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `agent.${stamp}@example.com`;

  await logInAdmin(page);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff member' });
  await dialog.getByLabel('Name').fill(`Siti ${stamp}`);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').selectOption('agent');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Siti ${stamp} was added as support agent. A link to choose a password was e-mailed to ${email}.`,
  );
  await expect(page.getByLabel(`Role of Siti ${stamp}`)).toHaveValue('agent');

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.goto(`/set-password?token=${await linkTokenFromMail(page.request, email, '/set-password')}`);
  await agent.getByLabel('New password').fill('siti-support-shift-2026');
  await agent.getByRole('button', { name: 'Save password' }).click();

  // An agent starts in the inbox; the navigation offers the support desk only.
  await expect(agent).toHaveURL(/\/admin\/live-chat$/);
  const nav = agent.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Live Chat' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

  await agent.goto('/admin/settings');
  await expect(agent.getByText('Your role cannot open this page')).toBeVisible();
  // The refusal sits inside the normal admin frame: navigation and Logout stay.
  await expect(agent.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Live Chat' })).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Logout' })).toBeVisible();
  await agent.goto('/admin/orders');
  await expect(agent.getByRole('heading', { name: /Order/ }).first()).toBeVisible();
  await agentContext.close();
});

test('the admin navigation shows every link at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const name of ['Dashboard', 'Users', 'Live Chat', 'Settings', 'Ops: Queues']) {
    await expect(nav.getByRole('link', { name })).toBeInViewport();
  }
});
