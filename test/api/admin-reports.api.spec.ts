import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { paymentMethodLabel, type AdminOrderPayments, type SalesReport } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { addAgent, bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(90_000);

/** "12.30" -> 1230: the test adds up in whole sen. */
const sen = (amount: string) => Math.round(Number(amount) * 100);

describe('admin sales report API', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const product = (price: number) =>
    app.app.get(ProductsService).create({
      productCode: `R-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Report app ${randomUUID().slice(0, 6)}`,
      price,
      category: 'Apps (Camera & Filters)',
      stock: 100,
    });

  /** A guest order moved to a chosen instant; paid unless told otherwise. */
  async function order(productCode: string, quantity: number, at: string, paid = true) {
    const orderId = await placeTestOrder(app, [{ productCode, quantity }]);
    if (paid) await markTestOrderPaid(app, admin, orderId);
    await db.query('UPDATE orders SET created_at = $2 WHERE order_id = $1', [orderId, new Date(at)]);
    return orderId;
  }

  const report = (query: string, token = admin) =>
    app.http().get(`/api/admin/reports/sales?${query}`).set(bearer(token));

  it('is for admins only: guests 401, agents 403', async () => {
    expect((await app.http().get('/api/admin/reports/sales?from=2024-01-01&to=2024-01-02')).status).toBe(401);
    const agent = await addAgent(app, admin);
    expect((await report('from=2024-01-01&to=2024-01-02', agent.token)).status).toBe(403);
    const csv = await app
      .http()
      .get('/api/admin/reports/sales.csv?from=2024-01-01&to=2024-01-02')
      .set(bearer(agent.token));
    expect(csv.status).toBe(403);
  });

  it.each([
    ['', /"from" and "to"/],
    ['from=2024-01-01', /"from" and "to"/],
    ['from=2024-02-30&to=2024-03-01', /"from" and "to"/],
    ['from=2024-01-05&to=2024-01-01', /ends before it starts/],
    ['from=2023-01-01&to=2024-01-02', /at most 366 days/],
    ['from=2024-01-01&to=2024-01-02&granularity=hour', /day, week, month/],
    ['from[]=x&to=2024-01-02', /"from" and "to"/],
  ])('answers 400 with a reason for "%s"', async (query, reason) => {
    const response = await report(query);
    expect(response.status).toBe(400);
    expect(String(response.body.message)).toMatch(reason);
  });

  it('counts carts looked at with no order within a day as abandoned, one per visit', async () => {
    const item = await product(7);
    const items = [{ productCode: item.productCode, quantity: 2 }];
    /** A browser's look at its cart: the cart page's check or checkout's quote, with its cookie once it has one. */
    const look = (path: 'cart-check' | 'quote', cookie?: string) =>
      app
        .http()
        .post(`/api/orders/${path}`)
        .set(cookie ? { Cookie: cookie } : {})
        .send({ items })
        .expect(200);
    const cookieOf = (response: { headers: Record<string, unknown> }) => {
      const [header] = (response.headers['set-cookie'] as string[] | undefined) ?? [];
      expect(header).toMatch(/^kedai_cart=[0-9a-f-]{36}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
      return header!.split(';')[0]!;
    };
    const cartIdOf = (cookie: string) => cookie.split('=')[1]!;
    /** Moves a browser's newest visit to a day of the report's range. */
    const backdate = (cookie: string, at: string) =>
      db.query(
        `UPDATE cart_visits SET started_at = $2, last_checked_at = $2
          WHERE id = (SELECT max(id) FROM cart_visits WHERE cart_id = $1)`,
        [cartIdOf(cookie), new Date(at)],
      );
    const abandoned = async () =>
      ((await report('from=2024-05-01&to=2024-05-02').expect(200)).body as SalesReport).outcomes.abandoned;
    expect(await abandoned()).toBe(0);

    // A: the cart page, then checkout's quote (the cookie kept: no new one), then the order: not abandoned.
    const a = cookieOf(await look('cart-check'));
    expect((await look('quote', a)).headers['set-cookie']).toBeUndefined();
    await placeTestOrder(app, items, 'Aisyah', a);
    await backdate(a, '2024-05-01T03:00:00Z');
    // B: looks twice and leaves: one abandoned cart. Its order two days later does not take it back.
    const b = cookieOf(await look('cart-check'));
    await look('cart-check', b);
    await backdate(b, '2024-05-01T04:00:00Z');
    // C: looks, leaves, comes back after more than a day and leaves again: two.
    const c = cookieOf(await look('quote'));
    await backdate(c, '2024-05-01T05:00:00Z');
    await look('quote', c);
    await backdate(c, '2024-05-02T05:00:00Z');
    // D: a cookie that is not ours is replaced; its look is outside the range.
    const d = cookieOf(await look('cart-check', 'kedai_cart=1%27%20OR%201=1'));
    expect(d).not.toContain('OR');
    expect(await abandoned()).toBe(3);
    await placeTestOrder(app, items, 'Bala', b);
    expect(await abandoned()).toBe(3);
    const visits = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM cart_visits WHERE cart_id = ANY($1::uuid[])`,
      [[a, b, c, d].map(cartIdOf)],
    );
    expect(visits[0]!.n).toBe(5);
  });

  it('counts days on the shop clock, takes refunds off revenue, compares with the days before, and exports the same', async () => {
    const ten = await product(10);
    const four = await product(4.5);
    // 23:59 on 10 March in Kuala Lumpur, then 00:00 on 11 March: one minute apart, on different days.
    const first = await order(ten.productCode, 2, '2024-03-10T15:59:00Z');
    await order(four.productCode, 1, '2024-03-10T16:00:00Z');
    // The previous period of 10-11 March is 8-9 March.
    await order(ten.productCode, 1, '2024-03-09T01:00:00Z');
    // Not revenue: one left unpaid, one cancelled.
    await order(four.productCode, 3, '2024-03-11T03:00:00Z', false);
    const cancelled = await order(four.productCode, 1, '2024-03-10T03:00:00Z', false);
    await app
      .http()
      .put(`/api/admin/orders/${cancelled}/status`)
      .set(bearer(admin))
      .send({ status: 'cancelled' })
      .expect(200);

    // One unit of the first order is refunded, on 11 March.
    const payments = (await app.http().get(`/api/admin/payments/orders/${first}`).set(bearer(admin)).expect(200))
      .body as AdminOrderPayments;
    const refund = await app
      .http()
      .post(`/api/admin/payments/orders/${first}/refund`)
      .set(bearer(admin))
      .send({ lines: [{ itemId: payments.lines[0].itemId, quantity: 1 }] })
      .expect(200);
    expect(refund.body.amount).toBe(10);
    await db.query(`UPDATE payment_ledger SET created_at = $2 WHERE order_id = $1 AND kind = 'refund'`, [
      first,
      new Date('2024-03-11T02:00:00Z'),
    ]);

    const body = (await report('from=2024-03-10&to=2024-03-11').expect(200)).body as SalesReport;
    expect(body.granularity).toBe('day');
    expect(
      body.current.series.map((row) => [row.bucket, row.orders, row.units, sen(row.gross), sen(row.refunds)]),
    ).toEqual([
      ['2024-03-10', 1, 2, 2000, 0],
      ['2024-03-11', 1, 1, 450, 1000],
    ]);
    expect(body.current.series.map((row) => sen(row.revenue))).toEqual([2000, 450 - 1000]);
    expect(body.current.totals).toMatchObject({ orders: 2, units: 3, revenue: '14.50', averageOrderValue: '7.25' });
    expect(body.previous.period).toMatchObject({ from: '2024-03-08', to: '2024-03-09' });
    expect(body.previous.totals).toMatchObject({ orders: 1, units: 1, revenue: '10.00' });
    expect(body.outcomes).toEqual({ unpaid: 1, cancelled: 1, abandoned: 0 });

    const [{ method }] = await db.query('SELECT payment_method AS method FROM orders WHERE order_id = $1', [first]);
    expect(body.byPaymentMethod).toEqual([
      { key: method, label: paymentMethodLabel(method), orders: 2, units: 3, gross: '24.50' },
    ]);
    expect(body.byProduct.map((row) => [row.label, row.units, row.gross])).toEqual([
      [ten.title, 2, '20.00'],
      [four.title, 1, '4.50'],
    ]);
    expect(body.byCategory).toEqual([
      { key: 'Apps (Camera & Filters)', label: 'Apps (Camera & Filters)', orders: 2, units: 3, gross: '24.50' },
    ]);

    // A Sunday and a Monday fall in two weeks (weeks start on Monday).
    const weeks = (await report('from=2024-03-10&to=2024-03-11&granularity=week').expect(200)).body as SalesReport;
    expect(weeks.current.series.map((row) => [row.bucket, row.revenue])).toEqual([
      ['2024-03-04', '20.00'],
      ['2024-03-11', '-5.50'],
    ]);

    const csv = await app
      .http()
      .get('/api/admin/reports/sales.csv?from=2024-03-10&to=2024-03-11')
      .set(bearer(admin))
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    // Money goes out as numbers, so a refund-heavy day's minus sign is not taken for a formula and escaped.
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Period,Bucket,Orders,Units,Gross (RM),Refunds (RM),Revenue (RM),Discounts (RM)');
    expect(lines.slice(1)).toEqual([
      ...body.current.series.map((row) =>
        ['current', row.bucket, row.orders, row.units, +row.gross, +row.refunds, +row.revenue, +row.discounts].join(
          ',',
        ),
      ),
      ...body.previous.series.map((row) =>
        ['previous', row.bucket, row.orders, row.units, +row.gross, +row.refunds, +row.revenue, +row.discounts].join(
          ',',
        ),
      ),
    ]);
  });

  it('shows what a discount code took off, beside revenue that already excludes it', async () => {
    const twelve = await product(12);
    const code = `RPT${randomUUID().slice(0, 6).toUpperCase()}`;
    await app
      .http()
      .post('/api/admin/discounts')
      .set(bearer(admin))
      .send({ code, kind: 'fixed', value: 2 })
      .expect(201);
    const orderData = {
      items: [{ productCode: twelve.productCode, quantity: 1 }],
      privacyConsent: true,
      discountCode: code,
      customerInfo: { name: 'Discounted', email: `discounted.${randomUUID()}@example.com`, whatsapp: '012-345 6789' },
    };
    const placed = await app
      .http()
      .post('/api/orders')
      .field('orderData', JSON.stringify(orderData))
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    const orderId = placed.body.orderId as string;
    await markTestOrderPaid(app, admin, orderId);
    await db.query('UPDATE orders SET created_at = $2 WHERE order_id = $1', [
      orderId,
      new Date('2024-04-02T04:00:00Z'),
    ]);
    const [{ total }] = await db.query('SELECT total_amount::text AS total FROM orders WHERE order_id = $1', [orderId]);

    const body = (await report('from=2024-04-02&to=2024-04-02').expect(200)).body as SalesReport;
    expect(body.current.series).toEqual([
      expect.objectContaining({
        bucket: '2024-04-02',
        orders: 1,
        discounts: '2.00',
        revenue: Number(total).toFixed(2),
      }),
    ]);
    expect(body.current.totals).toMatchObject({ discounts: '2.00', revenue: Number(total).toFixed(2) });
  });
});
