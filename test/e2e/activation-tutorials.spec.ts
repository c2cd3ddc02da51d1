import { expect, test } from '@playwright/test';
import { placeOrder } from './support/admin';

/**
 * The Activation Tutorial Center (docs/product/storefront.md#tutorials): reached from the Activation Center's links,
 * with a back button, quick navigation, the three step guides, video and download cards, and the products' official
 * guide links, which the installation guide's first step also offers.
 */

test('the Activation Center links to the tutorials, which show every guide, video and download', async ({
  page,
  request,
}) => {
  const orderId = await placeOrder(request, 'Tutorial', 'VS');
  await page.goto(`/redeem/${orderId}`);
  await page.getByRole('link', { name: 'activation tutorials', exact: true }).click();
  await expect(page).toHaveURL(/\/activation-tutorials$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activation Tutorial Center' })).toBeVisible();

  await expect(page.getByTestId('quick-nav-card')).toHaveCount(5);
  await page.getByRole('link', { name: /Downloads/ }).click();
  await expect(page.getByRole('heading', { name: 'Downloads' })).toBeInViewport();

  const guides = page.getByTestId('step-guide');
  await expect(guides.getByRole('heading', { level: 3 })).toHaveText([
    'iOS camera app with your own Apple ID',
    'iOS photo membership via a shared account',
    'Windows/Mac software with a license key',
  ]);
  await expect(guides.first().getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('watch-card').getByTestId('media-detail')).toHaveText(['5:32', '4:18', '7:45']);
  const downloads = page.getByTestId('download-card');
  await expect(downloads.getByTestId('media-detail')).toHaveText(['2.3 MB', '15.7 MB', '0.8 MB']);
  await expect(downloads.getByText('PDF', { exact: true })).toBeVisible();
  await expect(downloads.getByText('EXE', { exact: true })).toBeVisible();
  await expect(downloads.getByText('TXT', { exact: true })).toBeVisible();
  const pdf = downloads.getByRole('link', { name: /^Download Activation guide \(PDF, 2\.3 MB\)/ });
  expect(decodeURIComponent((await pdf.getAttribute('href')) ?? '')).toContain('Activation guide (PDF, 2.3 MB)');

  const vsco = page.getByTestId('official-guide').filter({ hasText: 'VSCO Membership' });
  await expect(vsco).toHaveAttribute('href', /^https:\/\/support\.vsco\.co\//);
  await expect(vsco).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/redeem/${orderId}$`));
  await page.getByRole('link', { name: 'product activation tutorials' }).click();
  await expect(page).toHaveURL(/\/product-activation-tutorials$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activation Tutorial Center' })).toBeVisible();

  // The installation guide's first step offers the same official guide.
  await page.goto(`/installation-guide/${orderId}`);
  const open = page.getByRole('link', { name: 'Open' });
  await expect(open).toHaveAttribute('href', /^https:\/\/support\.vsco\.co\//);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Installation guide link copied!')).toBeVisible();
});

test('a direct visit goes back to the Activation Center', async ({ page }) => {
  await page.goto('/product-activation-tutorials');
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/redeem$/);
});
