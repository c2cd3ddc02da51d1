import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdminOrderPayments, OrderQuote } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { saveOrderSettings } from '../support/settings';
import { bearer, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

jest.setTimeout(120_000);

/**
 * An order's units go back to the shelf exactly once each: a refund gives back the refunded units that were not
 * delivered, a later cancel only what is still held, and an order sold short (price lock, backorder) gives back
 * only what it took.
 */
describe('stock comes back once per unit taken', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
    await saveOrderSettings(app, admin, { minimumOrderAmount: 0, maximumOrderAmount: 99999 });
  });
  afterAll(() => app.close());

  const makeProduct = (stock: number) =>
    app.app.get(ProductsService).create({
      productCode: `SO-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Shelf app ${randomUUID().slice(0, 6)}`,
      price: 10,
      category: 'Apps (Camera & Filters)',
      stock,
    });
  const stockOf = async (productId: string): Promise<number> =>
    (await db.query<{ stock: number }[]>('SELECT stock FROM products WHERE id = $1', [productId]))[0].stock;
  const cancel = (orderId: string) =>
    app.http().put(`/api/admin/orders/${orderId}/status`).set(bearer(admin)).send({ status: 'cancelled' }).expect(200);

  it('a partial refund returns its undelivered units; cancelling afterwards returns only the rest', async () => {
    const product = await makeProduct(10);
    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 3 }]);
    expect(await stockOf(product.id)).toBe(7);
    await markTestOrderPaid(app, admin, orderId);
    const summary = (await app.http().get(`/api/admin/payments/orders/${orderId}`).set(bearer(admin)).expect(200))
      .body as AdminOrderPayments;
    const refund = await app
      .http()
      .post(`/api/admin/payments/orders/${orderId}/refund`)
      .set(bearer(admin))
      .send({ lines: [{ itemId: summary.lines[0].itemId, quantity: 2 }] })
      .expect(200);
    expect(refund.body).toMatchObject({ restockedUnits: 2 });
    expect(await stockOf(product.id)).toBe(9);

    const cancelled = await cancel(orderId);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(10);
    // A second cancel (or a cancel replayed) gives nothing more.
    await cancel(orderId);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('a refund of everything returns every undelivered unit; a cancel afterwards returns none', async () => {
    const product = await makeProduct(5);
    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 2 }]);
    await markTestOrderPaid(app, admin, orderId);
    await app.http().post(`/api/admin/payments/orders/${orderId}/refund`).set(bearer(admin)).send({}).expect(200);
    expect(await stockOf(product.id)).toBe(5);
    await cancel(orderId);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('an order placed within a price lock when the shelf ran short gives back, when cancelled, only what it took', async () => {
    const product = await makeProduct(3);
    const items = [{ productCode: product.productCode, quantity: 3 }];
    const seen = (await app.http().post('/api/orders/quote').send({ items }).expect(200)).body as OrderQuote;
    // Someone else buys two of the three meanwhile.
    const other = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 2 }]);
    expect(await stockOf(product.id)).toBe(1);

    const placed = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items,
          privacyConsent: true,
          customerInfo: { name: 'Lock Buyer', email: uniqueEmail('lock'), whatsapp: '0123456789' },
          expectedTotal: seen.total,
          quoteToken: seen.priceLock.token,
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' })
      .expect(201);
    const orderId = placed.body.orderId as string;
    // One unit was on the shelf: it is taken, two are owed.
    expect(await stockOf(product.id)).toBe(0);

    await cancel(orderId);
    expect(await stockOf(product.id)).toBe(1);
    // The other order still holds its two: cancelling it brings the shelf back to where it started.
    await cancel(other);
    expect(await stockOf(product.id)).toBe(3);
  });
});
