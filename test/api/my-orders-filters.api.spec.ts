import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { MyOrdersView } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { bearer, registerUser, startTestApp, TestApp, type RegisteredUser } from '../support/test-app';

/** My orders at a regular's size: search, status, day range (shop time) and pages (docs/product/storefront.md#my-orders). */
describe('my orders: search, filters and pages', () => {
  let app: TestApp;
  let db: DataSource;
  let customer: RegisteredUser;
  const codes = { lens: '', film: '' };
  const placed: string[] = [];

  const mine = async (query: Record<string, string | number> = {}, token = customer.token) =>
    (await app.http().get('/api/me/orders').query(query).set(bearer(token)).expect(200)).body as MyOrdersView;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    const products = app.app.get(ProductsService);
    for (const key of ['lens', 'film'] as const) {
      codes[key] = `M${randomUUID().slice(0, 7).toUpperCase()}`;
      await products.create({
        productCode: codes[key],
        title: `${key === 'lens' ? 'Lens Studio' : 'Film Looks'} ${codes[key]}`,
        price: 5,
        category: 'Apps (Camera & Filters)',
        stock: 100,
      });
    }
    customer = await registerUser(app, 'Regular');
    // 23 orders: 20 of Film Looks, 3 of Lens Studio.
    for (let i = 0; i < 23; i += 1) {
      const response = await app
        .http()
        .post('/api/orders')
        .set(bearer(customer.token))
        .field(
          'orderData',
          JSON.stringify({
            items: [{ productCode: i < 3 ? codes.lens : codes.film, quantity: 1 }],
            privacyConsent: true,
            customerInfo: { name: 'Regular', email: customer.email, whatsapp: '0123456789' },
          }),
        )
        .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' })
        .expect(201);
      placed.push(response.body.orderId as string);
    }
  }, 120_000);
  afterAll(() => app.close());

  it('pages the orders newest first, with the stats over all of them', async () => {
    const first = await mine();
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.stats.totalOrders).toBe(23);
    expect(first.orders).toHaveLength(20);
    expect(first.orders[0]?.orderId).toBe(placed[22]);
    const second = await mine({ page: 2 });
    expect(second.orders.map((order) => order.orderId)).toEqual([placed[2], placed[1], placed[0]]);
    expect(second.stats.totalOrders).toBe(23);
  });

  it('finds by product name or order id, in any case', async () => {
    const lens = await mine({ search: 'lens studio' });
    expect(lens.total).toBe(3);
    expect(lens.orders.map((order) => order.orderId).sort()).toEqual(placed.slice(0, 3).sort());
    const byId = await mine({ search: placed[7]!.toLowerCase() });
    expect(byId.orders.map((order) => order.orderId)).toEqual([placed[7]]);
    expect((await mine({ search: '100%_' })).total).toBe(0);
  });

  it('filters by status and by the day (the shop’s clock)', async () => {
    await db.query(`UPDATE orders SET status = 'cancelled' WHERE order_id = ANY($1)`, [placed.slice(3, 5)]);
    expect((await mine({ status: 'cancelled' })).orders.map((order) => order.orderId).sort()).toEqual(
      placed.slice(3, 5).sort(),
    );
    // 2026-01-15 09:00 in Kuala Lumpur is 01:00 UTC the same day; 23:30 on the 14th UTC is already the 15th there.
    await db.query(`UPDATE orders SET created_at = '2026-01-15T01:00:00Z' WHERE order_id = $1`, [placed[5]]);
    await db.query(`UPDATE orders SET created_at = '2026-01-14T23:30:00Z' WHERE order_id = $1`, [placed[6]]);
    const day = await mine({ from: '2026-01-15', to: '2026-01-15' });
    expect(day.orders.map((order) => order.orderId).sort()).toEqual([placed[5], placed[6]].sort());
    expect((await mine({ to: '2026-01-14' })).total).toBe(0);
  });

  it('refuses a bad filter with a reason, and shows nobody else’s orders', async () => {
    const bad = async (query: Record<string, string>) =>
      (await app.http().get('/api/me/orders').query(query).set(bearer(customer.token)).expect(400)).body.message;
    expect(await bad({ from: '2026-02-31' })).toBe('from must be a date as YYYY-MM-DD (e.g. 2026-11-24)');
    expect(await bad({ from: '2026-03-02', to: '2026-03-01' })).toBe('to must be the same day as from or later');
    expect(String(await bad({ status: 'lost' }))).toContain('status must be all or one of');
    expect(String(await bad({ page: '0' }))).toContain('page must be 1 or more');
    const stranger = await registerUser(app, 'Stranger');
    expect(await mine({ search: placed[0]! }, stranger.token)).toMatchObject({ total: 0, orders: [] });
    await app.http().get('/api/me/orders').expect(401);
  });
});
