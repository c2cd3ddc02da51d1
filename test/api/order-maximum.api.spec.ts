import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CartCheck } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { saveOrderSettings } from '../support/settings';
import { loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

jest.setTimeout(120_000);

const MESSAGE =
  'The maximum order is RM20.00. Your cart total is RM39.99; remove RM19.99 to check out, or place it as separate orders.';

/** The admin's maximum order amount is refused by the cart check, the quote and order creation alike. */
describe('maximum order amount', () => {
  let app: TestApp;
  let admin: string;
  let products: ProductsService;

  beforeAll(async () => {
    app = await startTestApp();
    products = app.app.get(ProductsService);
    admin = await loginAdmin(app);
    await saveOrderSettings(app, admin, { minimumOrderAmount: 0, maximumOrderAmount: 20 });
  });
  afterAll(async () => {
    await saveOrderSettings(app, admin, { minimumOrderAmount: 0, maximumOrderAmount: 99999 });
    await app.close();
  });

  const makeProduct = () =>
    products.create({
      productCode: `MX-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Max app ${randomUUID().slice(0, 6)}`,
      price: 39.99,
      category: 'Apps (Camera & Filters)',
      stock: 5,
    });

  it('an RM39.99 cart with an RM20 maximum: the cart says why, the quote and checkout refuse, nothing is written', async () => {
    const product = await makeProduct();
    const items = [{ productCode: product.productCode, quantity: 1 }];

    const check = (await app.http().post('/api/orders/cart-check').send({ items }).expect(200)).body as CartCheck;
    expect(check).toMatchObject({ total: 39.99, maximumOrderAmount: 20, aboveMaximum: MESSAGE, belowMinimum: null });

    const quote = await app.http().post('/api/orders/quote').send({ items }).expect(400);
    expect(quote.body).toMatchObject({ statusCode: 400, code: 'above_maximum_order', message: MESSAGE });

    const email = uniqueEmail('maximum');
    const order = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items,
          privacyConsent: true,
          customerInfo: { name: 'Max Buyer', email, whatsapp: '0123456789' },
          expectedTotal: 39.99,
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' })
      .expect(400);
    expect(order.body).toMatchObject({ code: 'above_maximum_order', message: MESSAGE });
    const db = app.app.get(DataSource);
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM orders WHERE customer_email = $1', [email]);
    expect(count).toBe(0);
    const [{ stock }] = await db.query('SELECT stock FROM products WHERE id = $1', [product.id]);
    expect(stock).toBe(5);
  });

  it('a total equal to the maximum is accepted everywhere', async () => {
    await saveOrderSettings(app, admin, { maximumOrderAmount: 39.99 });
    const product = await makeProduct();
    const items = [{ productCode: product.productCode, quantity: 1 }];
    const check = (await app.http().post('/api/orders/cart-check').send({ items }).expect(200)).body as CartCheck;
    expect(check.aboveMaximum).toBeNull();
    await app.http().post('/api/orders/quote').send({ items }).expect(200);
    await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items,
          privacyConsent: true,
          customerInfo: { email: uniqueEmail('maximum'), whatsapp: '0123456789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' })
      .expect(201);
    await saveOrderSettings(app, admin, { maximumOrderAmount: 20 });
  });
});
