import { expect, test } from '@playwright/test';
import { tinyPng } from '../support/files';

/**
 * A guest's purchase end to end (docs/product/storefront.md: cart, checkout, confirmation, Activation Center):
 * two products into the cart, a version switch that changes the price, checkout with a real PNG receipt,
 * the confirmation with the order number, and the order found again on /redeem by that number.
 */

interface Choice {
  label: string;
  value: string;
  price: number;
}
interface Product {
  title: string;
  options: { name: string; choices: Choice[] }[];
}

const rm = (amount: number) => `RM${amount.toFixed(2)}`;

test('a guest buys two products, switching a version in the cart, and finds the order on /redeem', async ({ page }) => {
  const dz = (await (await page.request.get('/api/products/DZ')).json()) as Product;
  const ft = (await (await page.request.get('/api/products/FT')).json()) as Product;
  const [yearly, lifetime] = dz.options[0].choices;
  const ftPrice = ft.options[0].choices[0].price;

  await page.goto('/product/DZ');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto('/product/FT');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart (2)' }).click();
  await expect(page.getByRole('heading', { name: /Shopping Cart/ })).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText(rm(yearly.price + ftPrice));
  const dzLine = page.getByTestId('cart-item').filter({ hasText: dz.title });
  await dzLine.getByLabel('Version').selectOption(lifetime.value);
  await expect(page.getByTestId('cart-total')).toHaveText(rm(lifetime.price + ftPrice));
  await expect(page.getByText('Shipping (Virtual Goods)')).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText(rm(lifetime.price + ftPrice));
  await expect(page.getByRole('img', { name: /payment QR code/ })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await expect(proceed).toBeDisabled();

  await page.getByLabel('E-mail').fill(`guest.${Date.now()}@example.com`);
  await page.getByLabel('WhatsApp number').fill('12345');
  await page.getByLabel(/Payment receipt/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: tinyPng(32, 32),
  });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  // Sent without the privacy notice's box: it says so, beside the WhatsApp number's message.
  await expect(page.getByText('Please agree to the privacy notice to continue.')).toBeVisible();
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await expect(page.getByText('Please agree to the privacy notice to continue.')).toBeHidden();
  const whatsappError = page.getByText('Please enter a valid Malaysian WhatsApp number (e.g. +60 12-345 6789)');
  await expect(whatsappError).toBeVisible();
  await page.getByLabel('WhatsApp number').fill('12-345 6789');
  await expect(whatsappError).toBeHidden();
  await proceed.click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed Successfully' })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderId).toMatch(/^\d{10}[A-Z]{5}$/);
  // The order time is Malaysian (en-MY, 12-hour), matching the id's YYMMDDHHmm stamp in GMT+8.
  const [, yy, mo, dd, hh, mi] = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)/.exec(orderId) ?? [];
  const hour12 = Number(hh) % 12 === 0 ? 12 : Number(hh) % 12;
  await expect(page.getByText(`Order time: ${dd}/${mo}/20${yy}, ${hour12}:${mi}`)).toBeVisible();
  await expect(page.getByText(rm(lifetime.price + ftPrice)).last()).toBeVisible();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const contact = page.getByRole('button', { name: 'Contact Us on WhatsApp' });
  await expect(contact).toBeDisabled();
  await page.getByLabel(/I have read the/).check();
  await expect(contact).toBeDisabled();
  await page.getByLabel('I have taken a screenshot of this page').check();
  await expect(contact).toBeEnabled();
  // The ordered lines left the cart.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  // The receipt page: needs an order id, takes a PDF too, and returns to the confirmation.
  await page.goto('/upload-receipt');
  await expect(page.getByLabel('Order ID')).toHaveValue(orderId);
  await page.getByLabel('Order ID').fill('  ');
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  await expect(page.getByText('Order ID cannot be empty')).toBeVisible();
  await page.getByLabel('Order ID').fill(orderId);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bank-slip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByText('bank-slip.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByTestId('order-number')).toHaveText(orderId);

  await page.goto('/redeem');
  await page.getByRole('textbox', { name: 'Order ID' }).fill(`  ${orderId.toLowerCase()}  `);
  await page.getByRole('textbox', { name: 'Order ID' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/redeem/${orderId}$`));
  const found = page.getByTestId('redeem-order');
  await expect(found.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(found.getByText(dz.title)).toBeVisible();
  await expect(found.getByText(ft.title)).toBeVisible();
});

test('/redeem ignores a blank search and shows Order Not Found for an unknown id', async ({ page }) => {
  await page.goto('/redeem');
  await page.getByRole('textbox', { name: 'Order ID' }).fill('   ');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/redeem$/);
  await page.goto('/redeem/2501010000QQQQQ');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
});

test('checkout with an empty cart says so, and the confirmation page without an order goes to checkout', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goto('/order-confirmation');
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByText('Go pick your favorite products!')).toBeVisible();
});

test('a receipt the server refuses leaves the cart intact and says why', async ({ page }) => {
  await page.goto('/product/FT');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByLabel('E-mail').fill(`refused.${Date.now()}@example.com`);
  await page.getByLabel('WhatsApp number').fill('0123456789');
  // Claims to be a PNG, but its content is text: the server checks the bytes.
  await page.getByLabel(/Payment receipt/).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really an image'),
  });
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('alert')).toContainText('Please upload only JPEG or PNG images.');
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
});

test('cart checkboxes decide the total; remove and Clear Cart empty it', async ({ page }) => {
  const dz = (await (await page.request.get('/api/products/DZ')).json()) as Product;
  const ft = (await (await page.request.get('/api/products/FT')).json()) as Product;
  const dzPrice = dz.options[0].choices[0].price;
  const ftPrice = ft.options[0].choices[0].price;
  await page.goto('/product/DZ');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/product/FT');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The same product and option adds to the quantity: 3 items in 2 lines.
  await page.getByRole('link', { name: 'Cart (3)' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText(rm(2 * dzPrice + ftPrice));

  await page.getByLabel(`Select ${ft.title}`).uncheck();
  await expect(page.getByTestId('cart-total')).toHaveText(rm(2 * dzPrice));
  await expect(page.getByLabel('Select all')).not.toBeChecked();
  await page.getByLabel('Select all').check();
  await expect(page.getByTestId('cart-total')).toHaveText(rm(2 * dzPrice + ftPrice));

  await page.getByRole('button', { name: `Remove ${ft.title}` }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  // Clearing asks first.
  await page.getByRole('alertdialog', { name: 'Clear your cart?' }).getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
