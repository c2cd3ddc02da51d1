import { randomUUID } from 'node:crypto';
import type { ConfigType } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { OrderQuote, OrderView } from '@kedai/contracts';
import { ordersConfig } from '../../backend/src/core/config/configuration';
import { NewProduct, ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { signPriceLock } from '../../backend/src/modules/checkout/rules/price-lock';
import { tinyPng } from '../support/files';
import { saveOrderSettings } from '../support/settings';
import { loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

jest.setTimeout(120_000);

/**
 * A quote holds its prices for 30 minutes (a signed lock): an order placed with it is charged the quoted total
 * even when the catalogue changed since, and is never refused for stock. A lock that is forged or expired is
 * worth nothing: the order is priced as the catalogue is now.
 */
describe('price lock', () => {
  let app: TestApp;
  let products: ProductsService;
  let db: DataSource;

  beforeAll(async () => {
    app = await startTestApp();
    products = app.app.get(ProductsService);
    db = app.app.get(DataSource);
    await saveOrderSettings(app, await loginAdmin(app), { minimumOrderAmount: 0, maximumOrderAmount: 99999 });
  });
  afterAll(() => app.close());

  const makeProduct = (input: Partial<NewProduct> = {}) =>
    products.create({
      productCode: `PL-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Locked app ${randomUUID().slice(0, 6)}`,
      price: 7.5,
      category: 'Apps (Camera & Filters)',
      stock: 5,
      ...input,
    });

  const quote = async (items: unknown) =>
    (await app.http().post('/api/orders/quote').send({ items }).expect(200)).body as OrderQuote;

  const checkout = (items: unknown, extra: Record<string, unknown>) =>
    app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items,
          privacyConsent: true,
          customerInfo: { name: 'Lock Buyer', email: uniqueEmail('lock'), whatsapp: '0123456789' },
          ...extra,
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' });

  const ordersOf = async (productId: string) =>
    (await db.query('SELECT count(*)::int AS count FROM order_items WHERE product_id = $1', [productId]))[0]
      .count as number;

  it('a quote carries a 30-minute lock', async () => {
    const product = await makeProduct();
    const before = Date.now();
    const seen = await quote([{ productCode: product.productCode, quantity: 2 }]);
    expect(seen.priceLock.validForSeconds).toBe(1800);
    const expires = Date.parse(seen.priceLock.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 1800_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 1800_000);
    expect(seen.priceLock.token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  });

  it('a price raised between the quote and the order: the order is charged the locked total', async () => {
    const product = await makeProduct({ price: 10.73 });
    const items = [{ productCode: product.productCode, quantity: 2 }];
    const seen = await quote(items);
    expect(seen.total).toBe(21.46);
    await db.query('UPDATE products SET price = 25 WHERE id = $1', [product.id]);

    const placed = await checkout(items, { expectedTotal: seen.total, quoteToken: seen.priceLock.token }).expect(201);
    const order = placed.body as OrderView;
    expect(order.totalAmount).toBe(21.46);
    expect(order.items).toEqual([expect.objectContaining({ unitPrice: 10.73, quantity: 2, lineTotal: 21.46 })]);
    const [event] = await db.query("SELECT details FROM order_events WHERE order_id = $1 AND action = 'created'", [
      order.orderId,
    ]);
    expect(event.details).toMatchObject({ totalAmount: 21.46, priceLocked: true });

    // Without the lock the same cart costs today's price.
    const today = await checkout(items, {}).expect(201);
    expect(today.body.totalAmount).toBe(50);
  });

  it("a tampered lock is refused when its total is not today's, and never lowers the price", async () => {
    const product = await makeProduct({ price: 10 });
    const items = [{ productCode: product.productCode, quantity: 1 }];
    const seen = await quote(items);
    const [version, body, mac] = seen.priceLock.token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    payload.lines[0].unitPrice = 1;
    payload.total = 1;
    const forged = `${version}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;

    const refused = await checkout(items, { expectedTotal: 1, quoteToken: forged }).expect(409);
    expect(refused.body).toMatchObject({
      code: 'price_lock_invalid',
      message:
        'The price you were quoted could not be confirmed and prices in your cart have changed since: the total is now RM10.00, not RM1.00. Please review your cart and pay the new total.',
    });
    expect(await ordersOf(product.id)).toBe(0);

    // Re-priced: without a total of its own the forged lock is ignored and today's price is charged.
    const repriced = await checkout(items, { quoteToken: forged }).expect(201);
    expect(repriced.body.totalAmount).toBe(10);
    // A lock for other quantities holds nothing either.
    const other = await checkout([{ productCode: product.productCode, quantity: 2 }], {
      quoteToken: seen.priceLock.token,
    }).expect(201);
    expect(other.body.totalAmount).toBe(20);
  });

  it("an expired lock falls back to today's prices with a clear message", async () => {
    const product = await makeProduct({ price: 6 });
    const items = [{ productCode: product.productCode, quantity: 1 }];
    const secret = app.app.get<ConfigType<typeof ordersConfig>>(ordersConfig.KEY).priceLockSecret;
    // Signed by the server 31 minutes ago (as a quote then would have been), for RM6.00.
    const expired = signPriceLock(secret, {
      lines: [{ productId: product.id, optionValue: null, quantity: 1, unitPrice: 6 }],
      total: 6,
      expiresAt: Date.now() - 60_000,
    });
    await db.query('UPDATE products SET price = 8 WHERE id = $1', [product.id]);
    const refused = await checkout(items, { expectedTotal: 6, quoteToken: expired }).expect(409);
    expect(refused.body).toMatchObject({
      code: 'price_lock_expired',
      message:
        'Your 30-minute price lock has run out and prices in your cart have changed since: the total is now RM8.00, not RM6.00. Please review your cart and pay the new total.',
    });
    expect(await ordersOf(product.id)).toBe(0);
  });

  it('a product that ran out after the shopper paid: the order is placed as a backorder, its receipt kept', async () => {
    const product = await makeProduct({ price: 9.9, stock: 2 });
    const items = [{ productCode: product.productCode, quantity: 2 }];
    const seen = await quote(items);
    // Someone else buys the last units meanwhile.
    await checkout([{ productCode: product.productCode, quantity: 2 }], {}).expect(201);
    await checkout(items, {}).expect(409);

    const placed = await checkout(items, { expectedTotal: seen.total, quoteToken: seen.priceLock.token }).expect(201);
    expect(placed.body.totalAmount).toBe(19.8);
    expect(placed.body.receipt).toMatchObject({ mimeType: 'image/png' });
    const [{ stock }] = await db.query('SELECT stock FROM products WHERE id = $1', [product.id]);
    expect(stock).toBe(0);
    const [event] = await db.query("SELECT details FROM order_events WHERE order_id = $1 AND action = 'created'", [
      placed.body.orderId,
    ]);
    expect(event.details).toMatchObject({ priceLocked: true, backordered: [{ title: product.title, short: 2 }] });
  });
});
