import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { storageConfig } from '../../backend/src/core/config/configuration';
import { WHATSAPP_ERROR } from '@kedai/contracts';
import type { Product } from '../../backend/src/modules/catalog/entities/product.entity';
import { NewProduct, ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { generateOrderId } from '../../backend/src/modules/checkout/rules/order-id';
import { pngOfSize, tinyPdf, tinyPng } from '../support/files';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

const FIVE_MB = 5 * 1024 * 1024;

interface Line {
  productCode?: string;
  productId?: string;
  quantity: number;
  option?: string;
  [extra: string]: unknown;
}

describe('orders API: checkout', () => {
  let app: TestApp;
  let products: ProductsService;
  let db: DataSource;
  beforeAll(async () => {
    app = await startTestApp();
    products = app.app.get(ProductsService);
    db = app.app.get(DataSource);
  });
  afterAll(() => app.close());

  const makeProduct = (input: Partial<NewProduct> = {}): Promise<Product> =>
    products.create({
      productCode: `T-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Test product ${randomUUID().slice(0, 6)}`,
      price: 9.99,
      category: 'Apps (Camera & Filters)',
      stock: 50,
      options: [
        {
          name: 'Duration',
          choices: [
            { label: '1 YEAR', value: '1_year', price: 9.99 },
            { label: 'LIFETIME', value: 'lifetime', price: 14.5 },
          ],
        },
      ],
      ...input,
    });

  const receiptFiles = () => {
    const dir = join(app.app.get<{ uploadDir: string }>(storageConfig.KEY).uploadDir, 'receipts');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };
  const stockOf = async (id: string) =>
    (await db.query<{ stock: number }[]>('SELECT stock FROM products WHERE id = $1', [id]))[0].stock;
  const ordersFor = async (email: string) =>
    Number(
      (await db.query<{ n: string }[]>('SELECT COUNT(*) AS n FROM orders WHERE customer_email = $1', [email]))[0].n,
    );

  function placeOrder(
    items: Line[],
    options: {
      email?: string | null;
      whatsapp?: string;
      receipt?: Buffer | null;
      filename?: string;
      token?: string;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    const orderData = {
      items,
      privacyConsent: true,
      customerInfo: {
        name: 'Aisyah',
        ...(options.email !== null && { email: options.email ?? uniqueEmail('buyer') }),
        whatsapp: options.whatsapp ?? '012-345 6789',
      },
      ...options.extra,
    };
    const req = app.http().post('/api/orders');
    if (options.token) req.set(bearer(options.token));
    req.field('orderData', JSON.stringify(orderData));
    if (options.receipt !== null) {
      req.attach('receipt', options.receipt ?? tinyPng(), {
        filename: options.filename ?? 'receipt.png',
        contentType: 'image/png',
      });
    }
    return req;
  }

  it('creates a pending order priced from the catalogue, reserves stock and records the created event', async () => {
    const product = await makeProduct();
    const email = uniqueEmail('buyer');
    const response = await placeOrder(
      [
        { productCode: product.productCode, quantity: 2, option: 'lifetime' },
        { productId: product.id, quantity: 1, option: '1_year' },
      ],
      { email: email.toUpperCase(), whatsapp: '+60 12-345 6789' },
    ).expect(201);
    expect(response.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'touchNGo', // the first method on in Settings (Touch 'n Go eWallet by default) when the order names none
      totalAmount: 38.99,
      customerEmail: email,
      whatsapp: '+60123456789',
      receipt: { originalName: 'receipt.png', mimeType: 'image/png' },
    });
    expect(response.body.orderId).toMatch(/^\d{10}[A-Z]{5}$/);
    expect(response.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          optionValue: 'lifetime',
          optionLabel: 'LIFETIME',
          unitPrice: 14.5,
          quantity: 2,
          lineTotal: 29,
        }),
        expect.objectContaining({ optionValue: '1_year', unitPrice: 9.99, quantity: 1, lineTotal: 9.99 }),
      ]),
    );
    expect(await stockOf(product.id)).toBe(47);
    const events = await db.query<{ action: string; actor_type: string }[]>(
      'SELECT action, actor_type FROM order_events WHERE order_id = $1',
      [response.body.orderId],
    );
    expect(events).toEqual([{ action: 'created', actor_type: 'customer' }]);
  });

  it('gives every order a unique id in the YYMMDDHHmm (GMT+8) + 5 letters format', async () => {
    const product = await makeProduct({ stock: 500 });
    const before = generateOrderId().slice(0, 10);
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => placeOrder([{ productCode: product.productCode, quantity: 1 }])),
    );
    const after = generateOrderId().slice(0, 10);
    const ids = responses.map((response) => {
      expect(response.status).toBe(201);
      return response.body.orderId as string;
    });
    expect(new Set(ids).size).toBe(25);
    for (const id of ids) {
      expect(id).toMatch(/^\d{10}[A-Z]{5}$/);
      expect([before, after]).toContain(id.slice(0, 10));
    }
  });

  it('ignores prices and totals sent by the client', async () => {
    const product = await makeProduct();
    const response = await placeOrder(
      [{ productCode: product.productCode, quantity: 3, option: 'lifetime', price: 0.01, unitPrice: 0.01 }],
      { extra: { total: 0.03, totalAmount: 0.03 } },
    ).expect(201);
    expect(response.body.totalAmount).toBe(43.5);
    expect(response.body.items[0].unitPrice).toBe(14.5);
  });

  it('refuses an option value that is not one of the product choices, writing nothing', async () => {
    const product = await makeProduct();
    const email = uniqueEmail('bad-option');
    const response = await placeOrder([{ productCode: product.productCode, quantity: 1, option: 'forever' }], {
      email,
    }).expect(400);
    expect(response.body.message).toBe(`"forever" is not an option of ${product.title}`);
    expect(await ordersFor(email)).toBe(0);
  });

  it('lets exactly one of two concurrent buyers take the last item', async () => {
    const product = await makeProduct({ stock: 1 });
    const [a, b] = await Promise.all([
      placeOrder([{ productCode: product.productCode, quantity: 1 }]),
      placeOrder([{ productCode: product.productCode, quantity: 1 }]),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe(`Not enough stock for ${product.title}: only 0 left`);
    expect(await stockOf(product.id)).toBe(0);
    const [{ n }] = await db.query<{ n: string }[]>('SELECT COUNT(*) AS n FROM order_items WHERE product_id = $1', [
      product.id,
    ]);
    expect(Number(n)).toBe(1);
  });

  it('leaves stock, orders and stored receipts untouched when one line of the order is short', async () => {
    const plenty = await makeProduct({ stock: 10 });
    const scarce = await makeProduct({ stock: 2 });
    const email = uniqueEmail('short');
    const filesBefore = receiptFiles();
    const response = await placeOrder(
      [
        { productCode: plenty.productCode, quantity: 4 },
        { productCode: scarce.productCode, quantity: 3 },
      ],
      { email },
    ).expect(409);
    expect(response.body.message).toBe(`Not enough stock for ${scarce.title}: only 2 left`);
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(2);
    expect(await ordersFor(email)).toBe(0);
    expect(receiptFiles()).toBe(filesBefore);
  });

  describe('receipt checks by content', () => {
    it('accepts a real PNG even when it is named receipt.pdf', async () => {
      const product = await makeProduct();
      const response = await placeOrder([{ productCode: product.productCode, quantity: 1 }], {
        filename: 'receipt.pdf',
      }).expect(201);
      expect(response.body.receipt).toMatchObject({ originalName: 'receipt.pdf', mimeType: 'image/png' });
    });

    it.each([
      [
        'a text file named .png',
        Buffer.from('this is not an image'),
        'notes.png',
        415,
        'Please upload only JPEG or PNG images.',
      ],
      ['a PDF at checkout', tinyPdf(), 'receipt.pdf', 415, 'Please upload only JPEG or PNG images.'],
      ['5 MB + 1 byte', pngOfSize(FIVE_MB + 1), 'big.png', 413, 'File size must be less than 5MB.'],
      ['far more than 5 MB', pngOfSize(FIVE_MB + 200_000), 'huge.png', 413, 'File size must be less than 5MB.'],
    ])('refuses %s and writes nothing', async (_, content, filename, status, message) => {
      const product = await makeProduct({ stock: 7 });
      const email = uniqueEmail('receipt');
      const response = await placeOrder([{ productCode: product.productCode, quantity: 1 }], {
        email,
        receipt: content,
        filename,
      }).expect(status);
      expect(response.body.message).toBe(message);
      expect(await stockOf(product.id)).toBe(7);
      expect(await ordersFor(email)).toBe(0);
    });

    it('asks for the receipt when none is sent', async () => {
      const product = await makeProduct();
      const response = await placeOrder([{ productCode: product.productCode, quantity: 1 }], {
        receipt: null,
      }).expect(400);
      expect(response.body.message).toBe('Please upload your payment receipt first');
    });
  });

  describe('WhatsApp numbers', () => {
    it.each([
      ['012-345 6789', '+60123456789'],
      ['+60 12-345 6789', '+60123456789'],
      ['60 11-2345 6789', '+601123456789'],
      ['03-1234 5678', '+60312345678'],
      ['123456789', '+60123456789'],
    ])('stores %s as %s', async (input, stored) => {
      const product = await makeProduct();
      const response = await placeOrder([{ productCode: product.productCode, quantity: 1 }], {
        whatsapp: input,
      }).expect(201);
      expect(response.body.whatsapp).toBe(stored);
    });

    it.each([[''], ['12345'], ['+65 9123 4567'], ['0212345678'], ['hello']])('refuses %j', async (input) => {
      const product = await makeProduct({ stock: 5 });
      const response = await placeOrder([{ productCode: product.productCode, quantity: 1 }], {
        whatsapp: input,
      }).expect(400);
      expect(response.body.message).toBe(WHATSAPP_ERROR);
      expect(await stockOf(product.id)).toBe(5);
    });
  });

  it('requires an e-mail from guests and takes the account e-mail for logged-in buyers', async () => {
    const product = await makeProduct();
    const guest = await placeOrder([{ productCode: product.productCode, quantity: 1 }], { email: null }).expect(400);
    expect(guest.body.message).toBe('Please enter your e-mail address');

    const user = await registerUser(app, 'Farid');
    const mine = await placeOrder([{ productCode: product.productCode, quantity: 1 }], {
      email: null,
      token: user.token,
    }).expect(201);
    expect(mine.body.customerEmail).toBe(user.email.toLowerCase());
    const [row] = await db.query<{ user_id: string }[]>('SELECT user_id FROM orders WHERE order_id = $1', [
      mine.body.orderId,
    ]);
    expect(row.user_id).toBe(user.id);
  });

  it('rejects an empty cart', async () => {
    const response = await placeOrder([]).expect(400);
    expect(response.body.message).toBe('Your cart is empty');
  });

  describe('confirm-payment (the receipt page)', () => {
    const confirm = (orderId: string | undefined, receipt: Buffer, filename: string) =>
      app
        .http()
        .post('/api/orders/confirm-payment')
        .field('orderData', JSON.stringify({ orderId }))
        .attach('receipt', receipt, { filename });

    it('attaches a PDF receipt to an existing order', async () => {
      const product = await makeProduct();
      const order = (await placeOrder([{ productCode: product.productCode, quantity: 1 }]).expect(201)).body;
      const response = await confirm(order.orderId, tinyPdf(), 'bank-slip.pdf').expect(200);
      expect(response.body.receipt).toMatchObject({ originalName: 'bank-slip.pdf', mimeType: 'application/pdf' });
      const events = await db.query<{ action: string }[]>(
        'SELECT action FROM order_events WHERE order_id = $1 ORDER BY at',
        [order.orderId],
      );
      expect(events.map((event) => event.action)).toEqual(['created', 'receipt_uploaded']);
      // A PDF may carry scripts: admins get it as a download, never shown inline on our origin.
      const served = await app
        .http()
        .get(`/api/admin/orders/${order.orderId}/receipt`)
        .set(bearer(await loginAdmin(app)))
        .expect(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
    });

    it('needs an order id, a known order and a JPEG, PNG or PDF under 5 MB', async () => {
      expect((await confirm('  ', tinyPng(), 'r.png').expect(400)).body.message).toBe('Order ID cannot be empty.');
      expect((await confirm(undefined, tinyPng(), 'r.png').expect(400)).body.message).toBe('Order ID cannot be empty.');
      await confirm('2501010000ZZZZZ', tinyPng(), 'r.png').expect(404);
      const product = await makeProduct();
      const order = (await placeOrder([{ productCode: product.productCode, quantity: 1 }]).expect(201)).body;
      const text = await confirm(order.orderId, Buffer.from('plain text'), 'r.pdf').expect(415);
      expect(text.body.message).toBe('Please upload a JPEG, PNG or PDF file.');
      const big = await confirm(order.orderId, pngOfSize(FIVE_MB + 1), 'r.png').expect(413);
      expect(big.body.message).toBe('File size must be less than 5MB.');
    });

    it('keeps the receipt of a confirmed payment as it is', async () => {
      const product = await makeProduct();
      const order = (await placeOrder([{ productCode: product.productCode, quantity: 1 }]).expect(201)).body;
      await db.query(`UPDATE orders SET payment_status = 'paid', status = 'paid' WHERE order_id = $1`, [order.orderId]);
      const response = await confirm(order.orderId, tinyPdf(), 'other.pdf').expect(409);
      expect(response.body.message).toBe('The payment for this order is already confirmed.');
      const [row] = await db.query<{ receipt_original_name: string }[]>(
        'SELECT receipt_original_name FROM orders WHERE order_id = $1',
        [order.orderId],
      );
      expect(row.receipt_original_name).toBe('receipt.png');
    });
  });

  describe('payment QR', () => {
    it('serves the default QR and lets only an admin replace it', async () => {
      const first = await app.http().get('/api/payment/qr').buffer(true).expect(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect((first.body as Buffer).subarray(0, 4).toString('hex')).toBe('89504e47');

      const customer = await registerUser(app);
      await app
        .http()
        .put('/api/admin/payment/qr')
        .set(bearer(customer.token))
        .attach('image', tinyPng(), 'qr.png')
        .expect(403);
    });
  });
});
