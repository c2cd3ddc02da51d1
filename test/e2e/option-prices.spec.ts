import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders, logInAdmin } from './support/admin';

/**
 * One source of price (issue 14 item 1): the admin edits a choice's price in Product Management; the form
 * refuses what the server would (shared rules); the product page then shows the new price and the server
 * quotes it. The product is made for this test: other workers share the database.
 */
test('an option price edited in Product Management is what the product page shows and the quote charges', async ({
  page,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `E2E Option Cam ${stamp}`;
  const headers = await adminHeaders(page.request);
  const created = await page.request.post('/api/admin/products', {
    headers,
    multipart: {
      title,
      category: 'Apps (Camera & Filters)',
      stock: '10',
      options: JSON.stringify([
        {
          name: 'Duration',
          choices: [
            { label: '1 YEAR', value: '1_year', price: '5.99' },
            { label: 'LIFETIME', value: 'lifetime', price: '7.99' },
          ],
        },
      ]),
      images: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng(16, 16, [40, 90, 200]) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { productCode } = (await created.json()) as { productCode: string };

  await logInAdmin(page);
  await page.goto('/admin/products');
  await page.getByPlaceholder('Search by title or SKU...').fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('RM5.99');
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  // Priced by its option: the price is the cheapest choice, not typed.
  await expect(edit.getByTestId('derived-price')).toHaveText('From RM5.99');
  await expect(edit.getByLabel('Choice 2 label')).toHaveValue('LIFETIME');

  // The shared rules refuse before anything is sent: an empty label, then a duplicate value.
  await edit.getByLabel('Choice 2 label').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert').filter({ hasText: 'Choice 2 needs a label' })).toBeVisible();
  await edit.getByLabel('Choice 2 label').fill('LIFETIME');
  await edit.getByLabel('Choice 2 value').fill('1_year');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    edit.getByRole('alert').filter({ hasText: 'Choice values must be different: "1_year" is used twice' }),
  ).toBeVisible();
  await edit.getByLabel('Choice 2 value').fill('lifetime');

  // New prices: the from price follows the cheapest choice.
  await edit.getByLabel('Choice 1 price (RM)').fill('19.99');
  await edit.getByLabel('Choice 2 price (RM)').fill('24.50');
  await expect(edit.getByTestId('derived-price')).toHaveText('From RM19.99');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('RM19.99');

  await page.goto(`/product/${productCode}`);
  await expect(page.getByTestId('detail-price')).toHaveText('RM19.99');
  await page.getByRole('button', { name: /LIFETIME/ }).click();
  await expect(page.getByTestId('detail-price')).toHaveText('RM24.50');

  const quote = await page.request.post('/api/orders/quote', {
    data: { items: [{ productCode, option: 'lifetime', quantity: 2 }] },
  });
  expect(quote.status()).toBe(200);
  expect(await quote.json()).toMatchObject({ total: 49, lines: [{ unitPrice: 24.5, optionLabel: 'LIFETIME' }] });
});
