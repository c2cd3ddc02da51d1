import { expect, test, type Page } from '@playwright/test';
import { tinyPng } from '../support/files';
import { TEST_ADMIN } from '../support/test-env';
import { adminHeaders } from './support/admin';

/**
 * The shop in the customer's language (issue "Speak the customer's language"): a shopper switches to
 * Bahasa Melayu in the header; the header, product page, cart, checkout (its validation too) and the chat
 * widget speak Malay, the choice survives a reload, and the order's e-mail arrives in Malay. A browser set
 * to Chinese opens the shop in Chinese, and a Chinese keyword gets the Chinese auto-reply.
 */

interface OutboxEmail {
  subject: string;
  textBody: string;
}

async function emailsAbout(page: Page, orderId: string): Promise<OutboxEmail[]> {
  const response = await page.request.get(`/api/admin/outbox?relatedId=${orderId}`, {
    headers: await adminHeaders(page.request),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxEmail[];
}

test('a shopper switches to Bahasa Melayu: the shop, the chat and the order e-mail speak Malay', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/product/DZ');
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');

  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Produk', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Penerangan' })).toBeVisible();

  // The choice is kept: after a reload the page opens in Malay.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('ms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await page.getByRole('button', { name: 'Tambah ke Troli' }).click();
  await expect(page.getByText('Produk telah ditambah ke troli!')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: /Troli Beli-belah/ })).toBeVisible();
  await expect(page.getByText('Penghantaran (Barangan Maya)')).toBeVisible();
  await page.getByRole('link', { name: 'Teruskan untuk Bayar' }).click();

  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByLabel('E-mel').fill(`melayu.${Date.now()}@example.com`);
  await page.getByLabel('Nombor WhatsApp').fill('12345');
  await page
    .getByLabel(/Resit bayaran/)
    .setInputFiles({ name: 'resit.png', mimeType: 'image/png', buffer: tinyPng(32, 32) });
  const pay = page.getByRole('button', { name: 'Teruskan ke Pembayaran' });
  await pay.click();
  await expect(page.getByText(/Sila masukkan nombor WhatsApp Malaysia yang sah/)).toBeVisible();
  await page.getByLabel('Nombor WhatsApp').fill('12-345 6789');
  // The privacy notice's box speaks Malay too.
  await page.getByRole('checkbox', { name: /notis privasi/ }).check();
  await pay.click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  const orderId = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderId).toMatch(/^\d{10}[A-Z]{5}$/);
  await expect
    .poll(async () => (await emailsAbout(page, orderId)).map((email) => email.subject))
    .toContain(`Kami telah menerima pesanan anda ${orderId}`);
  const received = (await emailsAbout(page, orderId)).find((email) => email.subject.includes(orderId));
  expect(received?.textBody).toContain('Terima kasih atas pesanan anda');

  // The support widget speaks Malay too.
  await page.getByRole('button', { name: 'Sembang dengan sokongan' }).click();
  await expect(page.getByRole('heading', { name: 'Sokongan Pelanggan Langsung' })).toBeVisible();
  await expect(page.getByLabel('Mesej', { exact: true })).toBeVisible();
});

test('a browser set to Chinese opens the shop in Chinese, and a Chinese keyword gets the Chinese auto-reply', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('banner').getByRole('link', { name: '商品', exact: true })).toBeVisible();

    await page.getByRole('button', { name: '联系客服' }).click();
    const input = page.getByLabel('消息', { exact: true });
    await input.fill('我的激活码在哪里？');
    await input.press('Enter');
    const autoReply = page.locator('[data-testid="chat-message"][data-sender="auto"]');
    await expect(autoReply.first()).toBeVisible({ timeout: 20_000 });
    // The activation-code rule's Chinese text, not its English one.
    await expect(autoReply.first()).toContainText('激活码');
    await expect(autoReply.first()).not.toContainText('activation code');
  } finally {
    await context.close();
  }
});

test('a Malay cart names a stock problem in Malay, from the server’s code and its parts', async ({ page }) => {
  const headers = await adminHeaders(page.request);
  const fields = {
    title: `Kamera ${Date.now()}${Math.floor(Math.random() * 1000)}`,
    category: 'Apps (Camera & Filters)',
    price: '7.50',
    stock: '2',
    description: 'A camera app',
  };
  const created = await page.request.post('/api/admin/products', {
    headers,
    multipart: { ...fields, images: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string; productCode: string };

  await page.goto(`/product/${product.productCode}`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
  await page.getByRole('button', { name: 'Tambah ke Troli' }).click();
  await page.goto('/cart');
  const item = page.getByTestId('cart-item').filter({ hasText: fields.title });
  await item.getByRole('button', { name: `Tambah satu ${fields.title}` }).click();
  await expect(item.getByLabel('Kuantiti')).toHaveText('2');

  // Stock falls to 1 while two sit in the cart.
  const updated = await page.request.put(`/api/admin/products/${product.id}`, {
    headers,
    multipart: { ...fields, stock: '1' },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  await page.reload();
  await expect(item.getByTestId('cart-line-problem')).toHaveText(`Tinggal 1 sahaja untuk ${fields.title}.`);
});

test('the admin stays English for staff who read the shop in Malay', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');

  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Log in to admin' });
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Admin Password').fill(TEST_ADMIN.password);
  await submit.click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await page.getByLabel('E-mail').fill(TEST_ADMIN.email);
  await submit.click();

  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Order Management/ })).toBeVisible();
});
