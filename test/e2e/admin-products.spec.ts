import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { logInAdmin, placeOrder } from './support/admin';

/**
 * Product Management (docs/product/admin.md#products): an admin adds a product with an image, the server's
 * refusal of a taken SKU shows in the form, tags and a key feature are kept and the key feature shows on
 * the product page, the card shows the image and price, an edit changes the price without giving back a
 * unit sold meanwhile, the storefront lists the product, and delete asks first (an ordered product is
 * deactivated). Names are unique: another worker shares the DB.
 */
test('admin adds a product with an image, edits its price, and the shop shows it', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `E2E Film Pack ${stamp}`;
  await logInAdmin(page);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
  await expect(page.getByPlaceholder('Search by title or SKU...')).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Product' });
  await expect(add).toBeVisible();

  // The form's own rules first: nothing is sent without a name and an image.
  await add.getByRole('button', { name: 'Add Product' }).click();
  await expect(add.getByText('Product name is required')).toBeVisible();
  await expect(add.getByText('Please select at least one product image.')).toBeVisible();

  await add.getByLabel('Product Name').fill(title);
  await add.getByLabel('Category').selectOption('Apps (Camera & Filters)');
  await add.getByLabel('Price (RM)').fill('12.34');
  await add.getByLabel('Stock', { exact: true }).fill('7');
  await add.getByLabel('Description').fill('Twelve film looks for your phone camera.');
  await add.getByLabel('SKU').fill('KD-DZ');
  await add.getByLabel('Tags').fill('film, camera');
  // A key feature needs a name: checked before anything is sent.
  await add.getByRole('button', { name: 'Add feature' }).click();
  await add.getByLabel('Feature 1 value').fill('iOS & Android');
  await add.getByRole('button', { name: 'Add Product' }).click();
  await expect(add.getByRole('alert').filter({ hasText: 'Each specification needs a name' })).toBeVisible();
  await add.getByLabel('Feature 1 name').fill('Platform');
  await expect(add.getByText('Each specification needs a name')).toBeHidden();
  await add.getByLabel('Product Images').setInputFiles({
    name: 'film-cover.png',
    mimeType: 'image/png',
    buffer: tinyPng(16, 16, [230, 120, 30]),
  });
  await expect(add.getByText('film-cover.png')).toBeVisible();
  await expect(add.getByAltText('Preview of the first image')).toBeVisible();

  // The server refuses a SKU the seed catalogue already uses; its message shows in the form.
  await add.getByRole('button', { name: 'Add Product' }).click();
  await expect(add.getByRole('alert').filter({ hasText: 'SKU KD-DZ is already used by' })).toBeVisible();

  await add.getByLabel('SKU').fill(`E2E-${stamp}`);
  await add.getByRole('button', { name: 'Add Product' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Product added successfully!')).toBeVisible();

  await page.getByPlaceholder('Search by title or SKU...').fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('RM12.34');
  await expect(card).toContainText('Stock: 7');
  await expect(card).toContainText('Twelve film looks');
  const image = card.getByRole('img', { name: title });
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(16);

  // Edit the price in the modal.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Product Name')).toHaveValue(title);
  await expect(edit.getByLabel('Tags')).toHaveValue('film, camera');
  await expect(edit.getByLabel('Feature 1 name')).toHaveValue('Platform');
  await expect(edit.getByLabel('Feature 1 value')).toHaveValue('iOS & Android');
  await edit.getByLabel('Price (RM)').fill('15.5');
  // A customer buys one while the form is open (it still shows 7): saving the price must keep that unit sold.
  const listed = await page.request.get(`/api/products?search=${encodeURIComponent(title)}`);
  const [{ productCode }] = ((await listed.json()) as { items: { productCode: string }[] }).items;
  await placeOrder(page.request, 'Farah', productCode);
  await expect(edit.getByLabel('Stock', { exact: true })).toHaveValue('7');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('RM15.50');
  await expect(card).not.toContainText('RM12.34');
  await expect(card).toContainText('Stock: 6');

  // The storefront lists it with the new price.
  await page.goto(`/products?search=${encodeURIComponent(title)}`);
  const storeCard = page.getByTestId('product-card').filter({ hasText: title });
  await expect(storeCard).toBeVisible();
  await expect(storeCard.getByTestId('product-price')).toContainText('15.50');
  await storeCard.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key Features' })).toContainText('Platform: iOS & Android');

  // Delete asks first; a product an order holds (Farah's) is deactivated instead, and leaves the shop.
  await page.goto('/admin/products');
  await page.getByPlaceholder('Search by title or SKU...').fill(title);
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this product?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('This product is in existing orders, so it was deactivated instead of deleted.'),
  ).toBeVisible();
  await page.goto(`/products?search=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('product-card').filter({ hasText: title })).toHaveCount(0);
});

test('a failed or malformed product list says so, and Retry loads it', async ({ page }) => {
  await logInAdmin(page);
  let answer: 'down' | 'not-a-list' | 'real' = 'down';
  await page.route('**/api/admin/products*', (route) => {
    if (route.request().method() !== 'GET' || answer === 'real') return route.continue();
    return answer === 'down'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"statusCode":503,"message":"Service unavailable"}',
        })
      : route.fulfill({ status: 200, contentType: 'application/json', body: '{"products":"nope"}' });
  });

  await page.goto('/admin/products');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to get products list: Service unavailable' }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  answer = 'not-a-list';
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Failed to load products - invalid data format')).toBeVisible();

  answer = 'real';
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
