import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInAdmin } from './support/admin';

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The screenshot tool (issue 22): the old /screenshot-tool leads to /admin/screenshot; the Products preset on
 * Mobile is captured by Chromium on the server and downloads as a PNG of exactly 375×667.
 */
test('a screenshot of /products at 375×667 downloads as a 375×667 PNG', async ({ page }) => {
  test.setTimeout(60_000);
  await logInAdmin(page);
  await page.goto('/screenshot-tool');
  await expect(page).toHaveURL(/\/admin\/screenshot$/);
  await expect(page.getByRole('heading', { name: 'Screenshot Tool' })).toBeVisible();
  await expect(page.getByText('No screenshot taken')).toBeVisible();

  await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Products' }).click();
  await expect(page.getByLabel('Page URL')).toHaveValue('/products');
  await page.getByLabel('Mobile (375×667)').check();
  await page.getByRole('button', { name: 'Take screenshot' }).click();

  const preview = page.getByRole('img', { name: /Screenshot of .*\/products at 375×667/ });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No screenshot taken')).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kedai-mobile-375x667-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.png$/);
  const file = await download.path();
  expect(pngSize(await readFile(file))).toEqual({ width: 375, height: 667 });

  await page.getByRole('button', { name: 'Clear' }).first().click();
  await expect(page.getByText('No screenshot taken')).toBeVisible();
});

test('another origin is refused with the reason on the screen', async ({ page }) => {
  await logInAdmin(page);
  await page.goto('/admin/screenshot');
  await page.getByLabel('Page URL').fill('https://example.com/');
  await page.getByRole('button', { name: 'Take screenshot' }).click();
  await expect(page.getByRole('alert')).toContainText('Only pages of this shop');
  await expect(page.getByText('No screenshot taken')).toBeVisible();
});
