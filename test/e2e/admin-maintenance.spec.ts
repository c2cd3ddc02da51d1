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

test('at 1280x800 the sections keep their own height: the short one is not stretched to the table beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInAdmin(page);
  await page.goto('/admin/maintenance');
  const tables = page.getByRole('region', { name: 'Database by table' });
  const stored = page.getByRole('region', { name: 'Uploads, chat and outbox' });
  await expect(tables).toContainText('orders');
  await expect(stored).toContainText('messages in');
  const [tablesBox, storedBox] = [await tables.boundingBox(), await stored.boundingBox()];
  // Side by side, the list of tables is the taller one.
  expect(Math.abs(tablesBox!.y - storedBox!.y)).toBeLessThan(2);
  expect(storedBox!.height).toBeLessThan(tablesBox!.height - 50);
  // Inside it, the heading and what follows sit together (0.5 rem apart), not spread over the height.
  const gap = await stored.evaluate((section) => {
    const [heading, next] = Array.from(section.children) as HTMLElement[];
    return next!.getBoundingClientRect().top - heading!.getBoundingClientRect().bottom;
  });
  expect(gap).toBeLessThanOrEqual(12);
});
