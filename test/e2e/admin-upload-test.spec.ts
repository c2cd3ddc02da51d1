import { expect, test } from '@playwright/test';
import { tinyPdf, tinyPng } from '../support/files';
import { logInAdmin } from './support/admin';
import { overflowIn } from './support/layout-checks';

/** What the screen shows for a size: binary units, one decimal above 1 KB. */
const shownSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * Upload test (issue 22): the old /test-upload leads to /admin/upload-test; a real PNG passes as a checkout
 * receipt with its type and size shown, a PDF named .png is refused as one (its real type shown), on a phone.
 */
test('an admin tries a PNG and a PDF posing as a PNG against the receipt checks', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await logInAdmin(page);
  await page.goto('/test-upload');
  await expect(page).toHaveURL(/\/admin\/upload-test$/);
  await expect(page.getByRole('heading', { name: 'Upload Test', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Test upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a file first' })).toBeVisible();

  const png = tinyPng(64, 64, [10, 160, 90]);
  await page.getByLabel('Payment receipt (checkout: JPEG or PNG)').check();
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Test upload' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('Upload complete (100%)')).toBeVisible();
  await expect(verdict.getByRole('definition').nth(0)).toHaveText('paid.png');
  await expect(verdict.getByRole('definition').nth(2)).toHaveText('image/png');
  await expect(verdict.getByRole('definition').nth(3)).toHaveText(`${shownSize(png.length)} (${png.length} bytes)`);
  expect(await overflowIn(page, '#admin-main')).toEqual([]);

  const pdf = tinyPdf();
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pdf });
  await page.getByRole('button', { name: 'Test upload' }).click();
  await expect(verdict.getByText('Refused: wrong type')).toBeVisible();
  await expect(verdict.getByText('Please upload only JPEG or PNG images.')).toBeVisible();
  await expect(verdict.getByRole('definition').nth(0)).toHaveText('receipt.png');
  await expect(verdict.getByRole('definition').nth(2)).toHaveText('application/pdf');
  await expect(verdict.getByRole('definition').nth(3)).toHaveText(`${shownSize(pdf.length)} (${pdf.length} bytes)`);
  expect(await overflowIn(page, '#admin-main')).toEqual([]);
});
