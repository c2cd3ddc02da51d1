import type { StockChangeView } from '@kedai/contracts';
import { randomUUID } from 'node:crypto';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { tinyPng } from '../support/files';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

/** A product's stock history on Product Management (docs/product/admin.md#stock-history). */
describe('stock history API', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const createProduct = async (stock: number) => {
    const req = app.http().post('/api/admin/products').set(bearer(admin));
    const fields = {
      title: `History Cam ${randomUUID().slice(0, 8)}`,
      category: 'Apps (Camera & Filters)',
      price: '5.00',
      stock: String(stock),
      description: 'A photo app',
    };
    for (const [key, value] of Object.entries(fields)) void req.field(key, value);
    const response = await req.attach('images', tinyPng(), { filename: 'c.png', contentType: 'image/png' }).expect(201);
    return response.body as { id: string; productCode: string; title: string };
  };
  const history = async (productId: string) =>
    (await app.http().get(`/api/admin/products/${productId}/stock-history`).set(bearer(admin)).expect(200)).body
      .entries as StockChangeView[];
  const stockOf = async (productCode: string) =>
    (await app.http().get(`/api/products/${productCode}`).expect(200)).body.stock as number;

  it('records every change with who, why and when: restock, sale (quantity 2), cancel, manual edit', async () => {
    const product = await createProduct(5);
    let lines = await history(product.id);
    expect(lines).toEqual([
      expect.objectContaining({ change: 5, stockAfter: 5, reason: 'restock', actorType: 'staff', orderId: null }),
    ]);
    expect(lines[0].actorName).toBeTruthy();

    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 2 }], 'Nurul Aina');
    lines = await history(product.id);
    expect(lines[0]).toMatchObject({
      change: -2,
      stockAfter: 3,
      reason: 'sale',
      actorType: 'customer',
      actorName: 'Nurul Aina',
      orderId,
    });
    expect(Date.now() - new Date(lines[0].at).getTime()).toBeLessThan(60_000);

    await app
      .http()
      .put(`/api/admin/orders/${orderId}/status`)
      .set(bearer(admin))
      .send({ status: 'cancelled' })
      .expect(200);
    lines = await history(product.id);
    expect(lines[0]).toMatchObject({ change: 2, stockAfter: 5, reason: 'cancel', actorType: 'staff', orderId });

    await app.http().put(`/api/admin/products/${product.id}`).set(bearer(admin)).field('stock', '4').expect(200);
    lines = await history(product.id);
    expect(lines[0]).toMatchObject({ change: -1, stockAfter: 4, reason: 'manual', actorType: 'staff' });
    expect(lines.map((line) => line.reason)).toEqual(['manual', 'cancel', 'sale', 'restock']);
    expect(await stockOf(product.productCode)).toBe(4);
  });

  it('records a refund of undelivered units as a refund line by the admin', async () => {
    const product = await createProduct(6);
    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 2 }], 'Farid');
    await markTestOrderPaid(app, admin, orderId).expect(200);
    const summary = await app.http().get(`/api/admin/payments/orders/${orderId}`).set(bearer(admin)).expect(200);
    const itemId = (summary.body.lines as { itemId: string }[])[0].itemId;
    await app
      .http()
      .post(`/api/admin/payments/orders/${orderId}/refund`)
      .set(bearer(admin))
      .send({ lines: [{ itemId, quantity: 1 }] })
      .expect(200);
    const lines = await history(product.id);
    expect(lines[0]).toMatchObject({ change: 1, stockAfter: 5, reason: 'refund', actorType: 'staff', orderId });
  });

  it('writes nothing when the change fails: a checkout refused for want of stock', async () => {
    const product = await createProduct(1);
    const before = await history(product.id);
    const refused = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: product.productCode, quantity: 2 }],
          privacyConsent: true,
          customerInfo: { name: 'Ali', email: `ali.${Date.now()}@example.com`, whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' });
    expect(refused.status).toBe(409);
    expect(await history(product.id)).toEqual(before);
    expect(await stockOf(product.productCode)).toBe(1);
  });

  it('is for admins only', async () => {
    const product = await createProduct(1);
    await app.http().get(`/api/admin/products/${product.id}/stock-history`).expect(401);
    const customer = await registerUser(app);
    await app.http().get(`/api/admin/products/${product.id}/stock-history`).set(bearer(customer.token)).expect(403);
  });
});
