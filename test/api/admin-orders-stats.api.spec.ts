import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdminOrderList, AdminOrderSummary } from '@kedai/contracts';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

/**
 * The Orders screen's stats and filters (issue 22): GET /api/admin/orders/summary takes the list's filters,
 * payment status and a Malaysia-time date range narrow both, and a bad date is a readable 400.
 */
describe('admin orders: stats, payment-status and date filters', () => {
  let app: TestApp;
  let admin: string;
  let db: DataSource;
  // Every order here carries this name, so the search keeps other tests' orders out of the figures.
  const name = `Stats${randomUUID().slice(0, 8)}`;
  const ids: Record<'paidA' | 'paidB' | 'pending' | 'cancelledPaid' | 'delivered', string> = {} as never;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    db = app.app.get(DataSource);
    for (const key of Object.keys({ paidA: 0, paidB: 0, pending: 0, cancelledPaid: 0, delivered: 0 }) as Array<
      keyof typeof ids
    >) {
      ids[key] = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1 }], `${name} ${key}`);
    }
    for (const key of ['paidA', 'paidB', 'cancelledPaid', 'delivered'] as const) {
      await markTestOrderPaid(app, admin, ids[key]);
    }
    const setStatus = (orderId: string, status: string) =>
      app.http().put(`/api/admin/orders/${orderId}/status`).set(bearer(admin)).send({ status }).expect(200);
    await setStatus(ids.cancelledPaid, 'cancelled');
    await setStatus(ids.delivered, 'delivered');
    // Totals that floats would not add exactly (0.1 + 0.2), and placing times either side of a Malaysia midnight.
    const set = (orderId: string, total: string, createdAt: string) =>
      db.query('UPDATE orders SET total_amount = $2, created_at = $3 WHERE order_id = $1', [orderId, total, createdAt]);
    await set(ids.paidA, '0.10', '2026-03-09T16:00:00Z'); // 10 Mar 00:00 in Malaysia
    await set(ids.paidB, '0.20', '2026-03-10T15:59:59Z'); // 10 Mar 23:59:59 in Malaysia
    await set(ids.pending, '5.55', '2026-03-10T03:00:00Z'); // 10 Mar 11:00 in Malaysia
    await set(ids.cancelledPaid, '100.00', '2026-03-10T04:00:00Z');
    await set(ids.delivered, '1000.05', '2026-03-09T15:59:59Z'); // 9 Mar 23:59:59 in Malaysia
  });
  afterAll(() => app.close());

  const summary = async (query: Record<string, string>) =>
    (
      await app
        .http()
        .get('/api/admin/orders/summary')
        .query({ search: name, ...query })
        .set(bearer(admin))
        .expect(200)
    ).body as AdminOrderSummary;
  const list = async (query: Record<string, string>) =>
    (
      await app
        .http()
        .get('/api/admin/orders')
        .query({ search: name, ...query })
        .set(bearer(admin))
        .expect(200)
    ).body as AdminOrderList;

  it('counts all, pending and delivered orders and sums paid, not cancelled, totals exactly', async () => {
    expect(await summary({})).toEqual({ totalOrders: 5, pending: 1, delivered: 1, revenue: '1000.35' });
  });

  it('narrows list and stats to a payment status', async () => {
    const paid = await list({ paymentStatus: 'paid' });
    expect(paid.total).toBe(4);
    expect(paid.orders.every((order) => order.paymentStatus === 'paid')).toBe(true);
    expect(await summary({ paymentStatus: 'pending' })).toEqual({
      totalOrders: 1,
      pending: 1,
      delivered: 0,
      revenue: '0.00',
    });
  });

  it('takes from/to as whole days in Malaysia time (GMT+8)', async () => {
    const day = await list({ from: '2026-03-10', to: '2026-03-10' });
    expect(day.orders.map((order) => order.orderId).sort()).toEqual(
      [ids.paidA, ids.paidB, ids.pending, ids.cancelledPaid].sort(),
    );
    expect(await summary({ from: '2026-03-10', to: '2026-03-10', paymentStatus: 'paid' })).toEqual({
      totalOrders: 3,
      pending: 0,
      delivered: 0,
      revenue: '0.30',
    });
    expect(await summary({ to: '2026-03-09' })).toEqual({
      totalOrders: 1,
      pending: 0,
      delivered: 1,
      revenue: '1000.05',
    });
    expect((await list({ from: '2026-03-11' })).total).toBe(0);
  });

  it.each([
    [{ from: '2026-02-31' }, 'from must be a date as YYYY-MM-DD (e.g. 2026-11-24)'],
    [{ to: '10/03/2026' }, 'to must be a date as YYYY-MM-DD (e.g. 2026-11-24)'],
    [{ from: '2026-03-11', to: '2026-03-10' }, 'to must be the same day as from or later'],
    [{ paymentStatus: 'refunded' }, 'paymentStatus must be all or one of pending, paid, failed'],
  ])('refuses %p with a readable 400 on the list and the stats', async (query, message) => {
    for (const path of ['/api/admin/orders', '/api/admin/orders/summary']) {
      const response = await app.http().get(path).query(query).set(bearer(admin)).expect(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
    }
  });

  it('exports orders_export.csv with the same filters, and refuses a bad date before the file starts', async () => {
    const csv = await app
      .http()
      .get('/api/admin/exports/orders.csv')
      .query({ search: name, paymentStatus: 'paid', from: '2026-03-10', to: '2026-03-10' })
      .set(bearer(admin))
      .expect(200);
    for (const orderId of [ids.paidA, ids.paidB, ids.cancelledPaid]) expect(csv.text).toContain(orderId);
    expect(csv.text).not.toContain(ids.pending);
    expect(csv.text).not.toContain(ids.delivered);
    const bad = await app
      .http()
      .get('/api/admin/exports/orders.csv')
      .query({ from: '2026-02-30' })
      .set(bearer(admin))
      .expect(400);
    expect(bad.body.message).toBe('from must be a date as YYYY-MM-DD (e.g. 2026-11-24)');
  });

  it('is for staff: customers and visitors are refused', async () => {
    const customer = await registerUser(app);
    await app.http().get('/api/admin/orders/summary').expect(401);
    await app.http().get('/api/admin/orders/summary').set(bearer(customer.token)).expect(403);
  });
});
