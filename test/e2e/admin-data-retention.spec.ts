import { expect, test } from '@playwright/test';
import { logInAdmin } from './support/admin';

/**
 * Data retention (issue 35 item 5): an admin sets a period per kind on the maintenance screen, a period the law
 * forbids is explained before saving, the saved periods come back after a reload, and the dry run lists each kind
 * with its period and what would go. (What the run erases is checked in test/api/data-retention.api.spec.ts.)
 */
test('an admin sets retention periods and counts what the daily run would erase', async ({ page }) => {
  await logInAdmin(page);
  await page.goto('/admin/maintenance');
  const panel = page.getByRole('region', { name: 'Data retention' });
  await expect(panel).toBeVisible();
  const chat = panel.getByLabel('Chat messages');
  const receipts = panel.getByLabel('Receipt images');
  await expect(chat).toHaveValue('');
  await expect(panel.getByText('The audit log keeps entries 730 days')).toBeVisible();

  await receipts.fill('365');
  await expect(
    panel.getByText('Receipts are accounting records: keep them at least 2555 days (seven years).'),
  ).toBeVisible();
  const save = panel.getByRole('button', { name: 'Save retention' });
  await expect(save).toBeDisabled();
  await receipts.fill('3000');
  await chat.fill('30');
  await save.click();
  await expect(panel.getByText('Saved. The daily run uses these periods.')).toBeVisible();

  await panel.getByRole('button', { name: 'Count what would go now' }).click();
  const table = panel.getByTestId('retention-dry-run');
  await expect(table.locator('tr[data-kind="chat-messages"]')).toContainText('30 days');
  await expect(table.locator('tr[data-kind="receipt-images"]')).toContainText('3000 days');
  await expect(table.locator('tr[data-kind="outbox-emails"]')).toContainText('kept');
  await expect(table.locator('tr[data-kind="audit-log"]')).toContainText('730 days');

  await page.reload();
  await expect(chat).toHaveValue('30');
  await expect(receipts).toHaveValue('3000');

  // Back to keeping everything, for the other specs on this server.
  await chat.fill('');
  await receipts.fill('');
  await save.click();
  await expect(panel.getByText('Saved. The daily run uses these periods.')).toBeVisible();
  await page.reload();
  await expect(chat).toHaveValue('');
});
