import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { OrderQuote } from '@kedai/contracts';
import { NewProduct, ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { bearer, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

jest.setTimeout(120_000);

/** Stock, price and minimum order checked before paying (POST /api/orders/quote) and again at submit. */
describe('order quote and checkout checks', () => {
  let app: TestApp;
  let admin: string;
  let products: ProductsService;

  beforeAll(async () => {
    app = await startTestApp();
    products = app.app.get(ProductsService);
    admin = await loginAdmin(app);
    // Another suite's settings test may have left a minimum order in the shared database: start from none.
    await setMinimum(0);
  });
  afterAll(async () => {
    await setMinimum(0);
    await app.close();
  });

  const makeProduct = (input: Partial<NewProduct> = {}) =>
    products.create({
      productCode: `QT-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Quote app ${randomUUID().slice(0, 6)}`,
      price: 7.5,
      category: 'Apps (Camera & Filters)',
      stock: 5,
      ...input,
    });

  const quote = (items: unknown) => app.http().post('/api/orders/quote').send({ items });

  const checkout = (items: unknown, extra: Record<string, unknown> = {}) =>
    app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items,
          privacyConsent: true,
          customerInfo: { name: 'Quote Buyer', email: uniqueEmail('quote'), whatsapp: '0123456789' },
          ...extra,
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' });

  async function setMinimum(minimumOrderAmount: number) {
    const current = (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200)).body;
    const { emailSettings, ...rest } = current;
    await app
      .http()
      .put('/api/admin/settings')
      .set(bearer(admin))
      .send({
        ...rest,
        emailSettings: {
          smtpHost: emailSettings.smtpHost,
          smtpPort: emailSettings.smtpPort,
          smtpUser: emailSettings.smtpUser,
          senderEmail: emailSettings.senderEmail,
          senderName: emailSettings.senderName,
        },
        orderSettings: { ...current.orderSettings, minimumOrderAmount },
      })
      .expect(200);
  }

  it('quotes lines, prices, total, stock, minimum order and payment methods', async () => {
    const product = await makeProduct();
    const answer = await quote([{ productCode: product.productCode, quantity: 2 }]).expect(200);
    const body = answer.body as OrderQuote;
    expect(body).toMatchObject({
      total: 15,
      minimumOrderAmount: 0,
      lines: [{ productCode: product.productCode, unitPrice: 7.5, quantity: 2, lineTotal: 15, available: 5 }],
    });
    expect(typeof body.paymentMethods.alipay).toBe('boolean');
  });

  it('answers bad quantities, unknown products and options and too little stock with a clear 4xx', async () => {
    const product = await makeProduct({
      stock: 2,
      options: [{ name: 'Duration', choices: [{ label: '1 Month', value: '1_month', price: 7.5 }] }],
    });
    const code = product.productCode;
    expect((await quote([{ productCode: code, quantity: 0 }]).expect(400)).body.message).toMatch(/at least 1/);
    expect((await quote([{ productCode: code, quantity: -3 }]).expect(400)).body.message).toMatch(/at least 1/);
    expect((await quote([{ productCode: code, quantity: 1.5 }]).expect(400)).body.message).toMatch(/whole number/);
    expect((await quote([{ productCode: code, quantity: 'two' }]).expect(400)).body.message).toMatch(/whole number/);
    expect((await quote([{ productCode: code, quantity: 3 }]).expect(409)).body.message).toBe(
      `Not enough stock for ${product.title}: only 2 left`,
    );
    expect((await quote([{ productCode: code, quantity: 1, option: 'forever' }]).expect(400)).body.message).toBe(
      `"forever" is not an option of ${product.title}`,
    );
    expect((await quote([{ productCode: 'NO-SUCH-PRODUCT', quantity: 1 }]).expect(404)).body.message).toMatch(
      /Product not found: NO-SUCH-PRODUCT/,
    );
    expect((await quote([]).expect(400)).body.message).toBe('Your cart is empty');
    // Above stock at submit: refused, nothing written, stock unchanged.
    expect((await checkout([{ productCode: code, quantity: 3 }]).expect(409)).body.message).toBe(
      `Not enough stock for ${product.title}: only 2 left`,
    );
    const again = (await quote([{ productCode: code, quantity: 2 }]).expect(200)).body as OrderQuote;
    expect(again.lines[0].available).toBe(2);
  });

  it('refuses a stale total at submit, and charges the current price', async () => {
    const product = await makeProduct({ price: 5.99 });
    const seen = (await quote([{ productCode: product.productCode, quantity: 1 }]).expect(200)).body as OrderQuote;
    expect(seen.total).toBe(5.99);
    // The price changes after the customer's quote (an admin edit).
    await app.app.get(DataSource).query('UPDATE products SET price = 19.99 WHERE id = $1', [product.id]);
    const stale = await checkout([{ productCode: product.productCode, quantity: 1 }], {
      expectedTotal: seen.total,
    }).expect(409);
    expect(stale.body.message).toBe(
      'Prices in your cart have changed: the total is now RM19.99, not RM5.99. Please review your cart and pay the new total.',
    );
    const fresh = (await quote([{ productCode: product.productCode, quantity: 1 }]).expect(200)).body as OrderQuote;
    const order = await checkout([{ productCode: product.productCode, quantity: 1 }], {
      expectedTotal: fresh.total,
    }).expect(201);
    expect(order.body.totalAmount).toBe(19.99);
  });

  it('refuses an order below the minimum order amount, in the quote and at submit', async () => {
    const product = await makeProduct({ price: 4 });
    await setMinimum(10);
    const message = 'The minimum order is RM10.00. Your cart total is RM4.00; add RM6.00 more to check out.';
    expect((await quote([{ productCode: product.productCode, quantity: 1 }]).expect(400)).body.message).toBe(message);
    expect((await checkout([{ productCode: product.productCode, quantity: 1 }]).expect(400)).body.message).toBe(
      message,
    );
    const enough = (await quote([{ productCode: product.productCode, quantity: 3 }]).expect(200)).body as OrderQuote;
    expect(enough).toMatchObject({ total: 12, minimumOrderAmount: 10 });
    await setMinimum(0);
  });

  it('checks a whole cart without refusing: price, stock and the problem of each line, and the minimum', async () => {
    const few = await makeProduct({ price: 7.5, stock: 2 });
    const none = await makeProduct({ price: 3, stock: 0 });
    await setMinimum(20);
    const check = await app
      .http()
      .post('/api/orders/cart-check')
      .send({
        items: [
          { productCode: few.productCode, quantity: 1 },
          { productCode: few.productCode, quantity: 2 },
          { productCode: none.productCode, quantity: 1 },
          { productCode: 'NO-SUCH-CODE', quantity: 1 },
        ],
      })
      .expect(200);
    // The English words, and the code and parts the storefront words in the customer's language.
    expect(check.body.lines).toEqual([
      { productCode: few.productCode, unitPrice: 7.5, available: 2, problem: null, problemCode: null },
      {
        productCode: few.productCode,
        unitPrice: 7.5,
        available: 2,
        problem: `Only 1 left of ${few.title}.`,
        problemCode: 'only_left',
        problemParams: { name: few.title, left: 1 },
      },
      {
        productCode: none.productCode,
        unitPrice: 3,
        available: 0,
        problem: `${none.title} is out of stock.`,
        problemCode: 'out_of_stock',
        problemParams: { name: none.title },
      },
      {
        productCode: 'NO-SUCH-CODE',
        unitPrice: null,
        available: 0,
        problem: 'This product is no longer sold. Please remove it from your cart.',
        problemCode: 'gone',
      },
    ]);
    expect(check.body).toMatchObject({
      total: 7.5,
      minimumOrderAmount: 20,
      belowMinimum: 'The minimum order is RM20.00. Your cart total is RM7.50; add RM12.50 more to check out.',
    });
    const bad = await app
      .http()
      .post('/api/orders/cart-check')
      .send({ items: [{ productCode: few.productCode, quantity: 1.5 }] })
      .expect(400);
    expect(bad.body.message).toEqual(expect.any(String));
    await setMinimum(0);
  });
});
