import { expect, test } from '@playwright/test';
import { logInAdmin } from './support/admin';

/**
 * Maintenance (issue 22): the old test pages lead to /admin/maintenance, which shows the usage bar and the
 * stored data; a cleanup is counted first and cannot run while the dry run finds nothing. (That the dry run
 * counts exactly what the job removes is checked in test/api/admin-tools-maintenance.api.spec.ts, where the
 * data can be made old.)
 */
test('the maintenance screen shows storage use and counts a cleanup before it can run', async ({ page }) => {
  await logInAdmin(page);
  for (const old of ['/test-storage', '/emergency-cleanup']) {
    await page.goto(old);
    await expect(page).toHaveURL(/\/admin\/maintenance$/);
  }
  await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Storage used' });
  await expect(meter).toBeVisible();
  await expect(meter).toHaveAttribute('data-level', /^(ok|warning|danger)$/);
  await expect(page.getByRole('region', { name: 'Database by table' })).toContainText('orders');
  await expect(page.getByRole('region', { name: 'Uploads, chat and outbox' })).toContainText('messages in');

  const card = page.getByRole('article', { name: 'Orphaned uploads' });
  const cleanUp = card.getByRole('button', { name: 'Clean up' });
  await expect(cleanUp).toBeDisabled();
  await card.getByLabel('Older than (days)').fill('3650');
  await card.getByRole('button', { name: 'Dry run' }).click();
  await expect(card.getByTestId('dry-run-orphaned-uploads')).toHaveText('Nothing to remove.');
  await expect(cleanUp).toBeDisabled();
  await card.getByLabel('Older than (days)').fill('-3');
  await expect(card.getByText('Enter a whole number of days from 0 to 3650.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Dry run' })).toBeDisabled();
});
