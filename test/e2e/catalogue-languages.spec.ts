import { expect, test, type Browser, type Page } from '@playwright/test';
import { tinyPng } from '../support/files';
import { adminHeaders, logInAdmin } from './support/admin';

/**
 * The catalogue in three languages (docs/catalogue.md#languages): once a product's Malay and Chinese texts
 * are entered, a shopper in Bahasa Melayu or 中文 reads no English option, choice, feature, category or
 * description on its page or in the cart; what is still missing is listed in Product Management.
 */

const ENGLISH = {
  description: 'Film looks for your phone, with light leaks.',
  specifications: { Platform: 'iOS and Android', Delivery: 'Activation code by e-mail' },
  options: [
    {
      name: 'Duration',
      choices: [
        { label: '3 Hours', value: '3_hours', price: '5.00' },
        { label: '1 YEAR/LIFETIME', value: 'forever', price: '9.00' },
      ],
    },
  ],
};

const TRANSLATIONS = {
  ms: {
    title: 'Kamera Filem Retro',
    description: 'Rupa filem untuk telefon anda, dengan kesan light leak.',
    features: {
      Platform: { name: 'Platform', value: 'iOS dan Android' },
      Delivery: { name: 'Penghantaran', value: 'Kod pengaktifan melalui e-mel' },
    },
    choices: { '3_hours': '3 Jam', forever: '1 TAHUN/SEUMUR HIDUP' },
  },
  'zh-Hans': {
    title: '复古胶片相机',
    description: '手机上的胶片效果，带漏光效果。',
    features: {
      Platform: { name: '平台', value: 'iOS 和 Android' },
      Delivery: { name: '交付方式', value: '通过电子邮件发送激活码' },
    },
    choices: { '3_hours': '3小时', forever: '1年/永久' },
  },
};

/** Every English text of the product a shopper could read on its page or cart line. */
const englishTexts = (title: string) => [
  title,
  ENGLISH.description,
  'Duration',
  '3 Hours',
  '1 YEAR/LIFETIME',
  'LIFETIME',
  'Apps (Camera & Filters)',
  ...Object.keys(ENGLISH.specifications).filter((name) => name !== 'Platform'),
  ...Object.values(ENGLISH.specifications),
];

async function createProduct(page: Page, title: string): Promise<{ id: string; productCode: string }> {
  const response = await page.request.post('/api/admin/products', {
    headers: await adminHeaders(page.request),
    multipart: {
      title,
      category: 'Apps (Camera & Filters)',
      stock: '20',
      description: ENGLISH.description,
      specifications: JSON.stringify(ENGLISH.specifications),
      options: JSON.stringify(ENGLISH.options),
      images: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; productCode: string };
}

async function expectNoEnglish(page: Page, texts: string[]) {
  const shown = await page.locator('main').innerText();
  for (const text of texts) expect(shown, `"${text}" is shown in English`).not.toContain(text);
}

async function shopIn(
  browser: Browser,
  locale: string,
  language: 'ms' | 'zh-Hans',
  product: { productCode: string },
  title: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  try {
    const texts = TRANSLATIONS[language];
    await page.goto(`/product/${product.productCode}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const choice = page.getByRole('button', { name: new RegExp(texts.choices.forever.replace(/[/()]/g, '\\$&')) });
    await expect(choice).toBeVisible();
    await expect(page.getByText(texts.features.Delivery.value)).toBeVisible();
    await expectNoEnglish(page, englishTexts(title));

    await choice.click();
    await page
      .locator('main')
      .getByRole('button', { name: language === 'ms' ? 'Tambah ke Troli' : '加入购物车' })
      .click();
    await page.goto('/cart');
    const line = page.getByTestId('cart-item').filter({ hasText: texts.title });
    await expect(line).toBeVisible();
    await expect(line).toContainText(texts.choices.forever);
    await expectNoEnglish(page, [title, '1 YEAR/LIFETIME', '3 Hours']);

    // The product list speaks the same language: its card and the category chips.
    await page.goto(`/products?search=${encodeURIComponent(texts.title)}`);
    await expect(page.getByTestId('product-card').filter({ hasText: texts.title })).toBeVisible();
    await expectNoEnglish(page, [title, 'Apps (Camera & Filters)', 'Steam Games', 'Nintendo Games']);
  } finally {
    await context.close();
  }
}

test('a product with options shows no English option or choice text in Bahasa Melayu and 中文 once translated', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Retro Film Cam ${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const product = await createProduct(page, title);

  // Product Management lists it under "Translations missing", and its form holds the Malay and Chinese texts.
  await logInAdmin(page);
  await page.goto('/admin/products');
  await page.getByLabel('Translations missing only').check();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('12 translations missing')).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit product' });
  await form.getByLabel('Name in Bahasa Melayu', { exact: true }).fill(TRANSLATIONS.ms.title);
  await form.getByLabel('Choice “1 YEAR/LIFETIME” in Bahasa Melayu').fill(TRANSLATIONS.ms.choices.forever);
  await form.getByLabel('Key feature “Delivery”: name in 中文').fill(TRANSLATIONS['zh-Hans'].features.Delivery.name);
  await form.getByLabel('Key feature “Delivery”: text in 中文').fill(TRANSLATIONS['zh-Hans'].features.Delivery.value);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(card.getByText('9 translations missing')).toBeVisible();

  // The rest entered (through the same API the form uses): it leaves the filter.
  const saved = await page.request.put(`/api/admin/products/${product.id}`, {
    headers: await adminHeaders(page.request),
    multipart: { translations: JSON.stringify(TRANSLATIONS) },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.reload();
  await page.getByLabel('Translations missing only').check();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);

  await shopIn(browser, 'ms-MY', 'ms', product, title, { width: 1280, height: 800 });
  await shopIn(browser, 'zh-CN', 'zh-Hans', product, title, { width: 375, height: 740 });
});
