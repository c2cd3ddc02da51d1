import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { DashboardSummary, SalesReport } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { OrderFiguresReadModel, OrderSalesReadModel, SalesRollup } from '../../backend/src/modules/orders';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(120_000);

/**
 * The sales rollup (docs/orders.md#sales-rollup) against the orders themselves: after orders are placed, paid,
 * cancelled, moved, edited line by line, given to another buyer and deleted — through the API and straight in SQL,
 * one at a time and many at once — every day's sums and every buyer's totals in the rollup equal the same figures
 * computed from the orders, before and after the job folds the rows, and after a rebuild in another zone; the
 * report reads them.
 */
describe('sales rollup', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const ZONE = 'Asia/Kuala_Lumpur';
  /** A week of its own in 2021 (Kuala Lumpur days), so other specs' orders are not in it. */
  const FROM = '2021-05-03';
  const TO = '2021-05-10';

  const product = (price: number, category: 'Apps (Camera & Filters)' | 'Steam Games' = 'Apps (Camera & Filters)') =>
    app.app.get(ProductsService).create({
      productCode: `RU-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Rollup app ${randomUUID().slice(0, 6)}`,
      price,
      category,
      stock: 1000,
    });

  /** The buyers (lower-case e-mails) of this test's orders: their totals are compared too. */
  const buyers = new Set<string>();
  async function place(items: { productCode: string; quantity: number }[]) {
    const orderId = await placeTestOrder(app, items);
    const [{ key }] = await db.query('SELECT lower(customer_email) AS key FROM orders WHERE order_id = $1', [orderId]);
    buyers.add(key);
    return orderId;
  }

  const moveTo = (orderId: string, at: string) =>
    db.query('UPDATE orders SET created_at = $2 WHERE order_id = $1', [orderId, new Date(at)]);

  /** Per day and method, per product and per category: the figures as the orders give them. */
  async function fromOrders() {
    const range = `(o.created_at AT TIME ZONE '${ZONE}')::date >= '${FROM}' AND (o.created_at AT TIME ZONE '${ZONE}')::date < '${TO}'`;
    const revenue = `o.payment_status = 'paid' AND o.status <> 'cancelled'`;
    const days = await db.query(
      `SELECT to_char((o.created_at AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day, o.payment_method AS method,
              o.status, o.payment_status AS "paymentStatus", count(*)::int AS placed, (count(*) FILTER (WHERE ${revenue}))::int AS orders,
              coalesce(sum(u.units) FILTER (WHERE ${revenue}), 0)::int AS units,
              coalesce(sum(o.total_amount) FILTER (WHERE ${revenue}), 0)::numeric(14,2)::text AS gross,
              coalesce(sum(o.discount_amount) FILTER (WHERE ${revenue}), 0)::numeric(14,2)::text AS discounts,
              (count(*) FILTER (WHERE o.status <> 'cancelled' AND o.payment_status <> 'paid'))::int AS unpaid,
              (count(*) FILTER (WHERE o.status = 'cancelled'))::int AS cancelled,
              (count(*) FILTER (WHERE o.status = 'pending'))::int AS pending,
              (count(*) FILTER (WHERE o.status = 'delivered'))::int AS delivered
         FROM orders o
         LEFT JOIN LATERAL (SELECT sum(i.quantity) AS units FROM order_items i WHERE i.order_id = o.order_id) u ON true
        WHERE ${range} GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    );
    const products = await db.query(
      `SELECT to_char((o.created_at AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day,
              coalesce(i.product_id::text, i.product_code) AS key, count(DISTINCT o.order_id)::int AS orders,
              sum(i.quantity)::int AS units, sum(i.line_total)::numeric(14,2)::text AS gross
         FROM orders o JOIN order_items i ON i.order_id = o.order_id
        WHERE ${range} AND ${revenue} GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const categories = await db.query(
      `SELECT to_char((o.created_at AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day, i.category,
              count(DISTINCT o.order_id)::int AS orders, sum(i.quantity)::int AS units,
              sum(i.line_total)::numeric(14,2)::text AS gross
         FROM orders o JOIN order_items i ON i.order_id = o.order_id
        WHERE ${range} AND ${revenue} GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    // The month rows: May 2021 is this test's alone.
    const months = await db.query(
      `SELECT coalesce(i.product_id::text, i.product_code) AS key, count(DISTINCT o.order_id)::int AS orders,
              sum(i.quantity)::int AS units, sum(i.line_total)::numeric(14,2)::text AS gross
         FROM orders o JOIN order_items i ON i.order_id = o.order_id
        WHERE date_trunc('month', o.created_at AT TIME ZONE '${ZONE}') = '2021-05-01' AND ${revenue}
        GROUP BY 1 ORDER BY 1`,
    );
    const customers = await db.query(
      `SELECT lower(o.customer_email) AS key, count(*)::int AS orders,
              coalesce(sum(o.total_amount * 100) FILTER (WHERE ${revenue}), 0)::bigint::text AS sen,
              max(o.created_at) AS last
         FROM orders o WHERE lower(o.customer_email) = ANY($1::text[]) GROUP BY 1 ORDER BY 1`,
      [[...buyers]],
    );
    return { days, products, categories, months, customers };
  }

  /** The same figures as the rollup holds them (rows that add up to nothing left out). */
  async function fromRollup() {
    const range = `d.day >= '${FROM}' AND d.day < '${TO}'`;
    const days = await db.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.payment_method AS method, d.status,
              d.payment_status AS "paymentStatus", sum(d.placed)::int AS placed,
              sum(d.orders)::int AS orders, sum(d.units)::int AS units, sum(d.gross)::numeric(14,2)::text AS gross,
              sum(d.discounts)::numeric(14,2)::text AS discounts, sum(d.unpaid)::int AS unpaid,
              sum(d.cancelled)::int AS cancelled, sum(d.pending)::int AS pending, sum(d.delivered)::int AS delivered
         FROM order_sales_days d WHERE ${range} GROUP BY 1, 2, 3, 4 HAVING sum(d.placed) <> 0 ORDER BY 1, 2, 3, 4`,
    );
    const products = await db.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.product_key AS key, sum(d.orders)::int AS orders,
              sum(d.units)::int AS units, sum(d.gross)::numeric(14,2)::text AS gross
         FROM order_sales_product_days d WHERE ${range} GROUP BY 1, 2 HAVING sum(d.orders) <> 0 ORDER BY 1, 2`,
    );
    const categories = await db.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.category, sum(d.orders)::int AS orders,
              sum(d.units)::int AS units, sum(d.gross)::numeric(14,2)::text AS gross
         FROM order_sales_category_days d WHERE ${range} GROUP BY 1, 2 HAVING sum(d.orders) <> 0 ORDER BY 1, 2`,
    );
    const months = await db.query(
      `SELECT m.product_key AS key, sum(m.orders)::int AS orders, sum(m.units)::int AS units,
              sum(m.gross)::numeric(14,2)::text AS gross
         FROM order_sales_product_months m WHERE m.month = '2021-05-01'
        GROUP BY 1 HAVING sum(m.orders) <> 0 OR sum(m.units) <> 0 ORDER BY 1`,
    );
    const customers = await db.query(
      `SELECT t.key, t.orders, t.paid_sen::text AS sen, t.last_order_at AS last
         FROM order_customer_totals t WHERE t.key = ANY($1::text[]) AND t.orders > 0 ORDER BY 1`,
      [[...buyers]],
    );
    return { days, products, categories, months, customers };
  }

  const report = async () =>
    (
      await app
        .http()
        .get(`/api/admin/reports/sales?from=${FROM}&to=2021-05-09&granularity=week`)
        .set(bearer(admin))
        .expect(200)
    ).body as SalesReport;

  it('equals the orders after every kind of change, folded, and rebuilt', async () => {
    const ten = await product(10);
    const four = await product(4.5, 'Steam Games');
    const seven = await product(7);

    // Through the API: a mixed cart paid, one paid then cancelled, one left unpaid, a quantity of 3.
    const mixed = await place([
      { productCode: ten.productCode, quantity: 2 },
      { productCode: four.productCode, quantity: 1 },
    ]);
    await markTestOrderPaid(app, admin, mixed);
    await moveTo(mixed, '2021-05-03T16:30:00Z'); // 00:30 on 4 May in Kuala Lumpur
    const cancelled = await place([{ productCode: seven.productCode, quantity: 1 }]);
    await markTestOrderPaid(app, admin, cancelled);
    await moveTo(cancelled, '2021-05-04T03:00:00Z');
    await app
      .http()
      .put(`/api/admin/orders/${cancelled}/status`)
      .set(bearer(admin))
      .send({ status: 'cancelled' })
      .expect(200);
    const unpaid = await place([{ productCode: four.productCode, quantity: 3 }]);
    await moveTo(unpaid, '2021-05-05T03:00:00Z');
    expect(await fromRollup()).toEqual(await fromOrders());

    // Straight in SQL: two lines of one product in one statement, a quantity changed, a line removed, the
    // product deleted (its lines keep the code), another payment method, an order moved across midnight.
    const paidLater = await place([{ productCode: seven.productCode, quantity: 1 }]);
    await markTestOrderPaid(app, admin, paidLater);
    await moveTo(paidLater, '2021-05-06T10:00:00Z');
    const changes: [string, unknown[]][] = [
      [
        `INSERT INTO order_items (order_id, product_id, product_code, title, category, unit_price, quantity, line_total)
         VALUES ($1, $2, $3, 'Extra', 'Apps (Camera & Filters)', 10, 1, 10),
                ($1, $2, $3, 'Extra', 'Apps (Camera & Filters)', 10, 2, 20)`,
        [paidLater, ten.id, ten.productCode],
      ],
      [
        `UPDATE order_items SET quantity = 5, line_total = 22.50 WHERE order_id = $1 AND product_code = $2`,
        [mixed, four.productCode],
      ],
      [`DELETE FROM order_items WHERE order_id = $1 AND product_code = $2`, [paidLater, seven.productCode]],
      [`UPDATE order_items SET product_id = NULL WHERE product_id = $1`, [ten.id]],
      [`UPDATE orders SET payment_method = 'fpx' WHERE order_id = $1`, [mixed]],
      [`UPDATE orders SET status = 'delivered' WHERE order_id = $1`, [mixed]],
      [`UPDATE orders SET created_at = $2 WHERE order_id = $1`, [paidLater, new Date('2021-05-06T16:00:00Z')]],
      // Another buyer's order becomes this buyer's, then their newest order moves before the other one.
      [
        `UPDATE orders SET customer_email = (SELECT upper(customer_email) FROM orders WHERE order_id = $2)
          WHERE order_id = $1`,
        [paidLater, mixed],
      ],
      [`UPDATE orders SET created_at = $2 WHERE order_id = $1`, [paidLater, new Date('2021-05-03T01:00:00Z')]],
    ];
    // Checked after each one: a later change of the same order would recompute it and hide a missed one.
    for (const [sql, parameters] of changes) {
      await db.query(sql, parameters);
      expect({ sql, ...(await fromRollup()) }).toEqual({ sql, ...(await fromOrders()) });
    }

    // Many at once: ten orders paid together, and one deleted with its lines.
    const batch = await Promise.all(
      Array.from({ length: 10 }, () => place([{ productCode: seven.productCode, quantity: 2 }])),
    );
    await Promise.all(batch.map((orderId, i) => moveTo(orderId, `2021-05-0${3 + (i % 5)}T05:00:00Z`)));
    await Promise.all(batch.map((orderId) => markTestOrderPaid(app, admin, orderId)));
    await db.query(`DELETE FROM orders WHERE order_id = $1`, [batch[0]]);
    const expected = await fromOrders();
    expect(await fromRollup()).toEqual(expected);
    expect(expected.products.length).toBeGreaterThan(3);

    // The report reads the rollup: its totals are the orders'.
    const revenueOrders = expected.days.reduce((sum: number, row: { orders: number }) => sum + row.orders, 0);
    const before = await report();
    expect(before.current.totals.orders).toBe(revenueOrders);
    expect(before.outcomes.unpaid).toBe(
      expected.days.reduce((sum: number, row: { unpaid: number }) => sum + row.unpaid, 0),
    );

    // The job folds each day into one row per key and changes no figure.
    const rollup = app.app.get(SalesRollup);
    expect(await rollup.maintain()).toBe('folded');
    expect(await fromRollup()).toEqual(expected);
    const [{ most }] = await db.query(
      `SELECT coalesce(max(n), 0)::int AS most FROM (SELECT count(*) AS n FROM order_sales_days
        WHERE day >= '${FROM}' AND day < '${TO}' GROUP BY day, payment_method, status, payment_status) x`,
    );
    expect(most).toBe(1);
    const [{ mostPerMonth }] = await db.query(
      `SELECT coalesce(max(n), 0)::int AS "mostPerMonth" FROM (SELECT count(*) AS n FROM order_sales_product_months
        WHERE month = '2021-05-01' GROUP BY product_key) x`,
    );
    expect(mostPerMonth).toBe(1);
    const folded = await report();
    expect({ ...folded, generatedAt: '' }).toEqual({ ...before, generatedAt: '' });

    // While the rollup is in another zone the report reads the orders, and says the same; the job rebuilds it.
    await db.query(`SELECT order_sales_rebuild('UTC')`);
    const fromOrdersReport = await report();
    expect({ ...fromOrdersReport, generatedAt: '' }).toEqual({ ...before, generatedAt: '' });
    expect(await rollup.maintain()).toBe(`rebuilt in ${ZONE}`);
    expect(await fromRollup()).toEqual(expected);
    const rebuilt = await report();
    expect({ ...rebuilt, generatedAt: '' }).toEqual({ ...before, generatedAt: '' });

    // Changed again after the rebuild: the fold looks at the days with rows after its mark and folds them too.
    await db.query(`UPDATE order_items SET quantity = 4, line_total = 18 WHERE order_id = $1 AND product_code = $2`, [
      mixed,
      four.productCode,
    ]);
    await moveTo(batch[1], '2021-05-09T05:00:00Z');
    const changedAgain = await fromOrders();
    expect(changedAgain).not.toEqual(expected);
    expect(await rollup.maintain()).toBe('folded');
    expect(await fromRollup()).toEqual(changedAgain);
    const [rowsPerKey] = await db.query(
      `SELECT (SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM order_sales_days
                WHERE day >= '${FROM}' AND day < '${TO}' GROUP BY day, payment_method, status, payment_status) x)::int
                AS days,
              (SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM order_sales_product_days
                WHERE day >= '${FROM}' AND day < '${TO}' GROUP BY day, product_key) x)::int AS products,
              (SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM order_sales_product_months
                WHERE month = '2021-05-01' GROUP BY product_key) x)::int AS months`,
    );
    expect(rowsPerKey).toEqual({ days: 1, products: 1, months: 1 });
  });

  it('cuts the best sellers among equals by name, from the rollup as from the orders', async () => {
    // A week of its own: one best seller, then eight products sold once each at one price (equal in units and
    // revenue), created in reverse order of their names, so only the name can choose which of them are listed.
    const start = new Date('2021-06-06T16:00:00Z'); // 7 June, 00:00 in Kuala Lumpur
    const end = new Date('2021-06-13T16:00:00Z');
    const suffix = randomUUID().slice(0, 6);
    const best = await app.app.get(ProductsService).create({
      productCode: `RU-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Tie best ${suffix}`,
      price: 5,
      category: 'Steam Games',
      stock: 1000,
    });
    const tied = [];
    for (const letter of ['H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'])
      tied.push(
        await app.app.get(ProductsService).create({
          productCode: `RU-${randomUUID().slice(0, 8).toUpperCase()}`,
          title: `Tie ${letter} ${suffix}`,
          price: 5,
          category: 'Steam Games',
          stock: 1000,
        }),
      );
    const orders = await Promise.all([
      place([{ productCode: best.productCode, quantity: 2 }]),
      ...tied.map((each) => place([{ productCode: each.productCode, quantity: 1 }])),
    ]);
    await Promise.all(orders.map((orderId) => markTestOrderPaid(app, admin, orderId)));
    await Promise.all(orders.map((orderId) => moveTo(orderId, '2021-06-08T05:00:00Z')));

    const sales = app.app.get(OrderSalesReadModel);
    const figures = app.app.get(OrderFiguresReadModel);
    const expected = [`Tie best ${suffix}`, `Tie A ${suffix}`, `Tie B ${suffix}`];
    const fromRollup = await sales.byProduct(start, end, 3, ZONE);
    expect(fromRollup.map((row) => [row.label, row.units, row.gross])).toEqual([
      [expected[0], 2, '10.00'],
      [expected[1], 1, '5.00'],
      [expected[2], 1, '5.00'],
    ]);
    expect((await figures.topProducts(start, end, 3, ZONE)).map((row) => row.name)).toEqual(expected);
    // The orders themselves (the rollup in another zone) give the same list.
    await db.query(`SELECT order_sales_rebuild('UTC')`);
    try {
      expect(await sales.byProduct(start, end, 3, ZONE)).toEqual(fromRollup);
      expect((await figures.topProducts(start, end, 3, ZONE)).map((row) => row.name)).toEqual(expected);
    } finally {
      await db.query(`SELECT order_sales_rebuild($1)`, [ZONE]);
    }
  });

  it('lists the best sellers of whole months and the days beside them, from the rollup as from the orders', async () => {
    // 25 June to 2 August 2022 (Kuala Lumpur days): the days of June and August from the day rows, July from the
    // month rows. A sells 3 on an edge day of June; B 2 in July and 2 on an edge day of August; C 3 in July and 1
    // the day before the range; D 5 the day after it. Ranked by units then revenue: B 4, A 3 (RM 30), C 3 (RM 15).
    // Without the edge days C would lead; the days counted with their month too, C would pass A; D is not listed.
    const start = new Date('2022-06-24T16:00:00Z');
    const end = new Date('2022-08-02T16:00:00Z');
    const [a, b, c, d] = await Promise.all([product(10), product(6), product(5), product(9)]);
    const sold: [typeof a, number, string][] = [
      [a, 3, '2022-06-26T05:00:00Z'],
      [b, 2, '2022-07-15T05:00:00Z'],
      [b, 2, '2022-08-02T05:00:00Z'],
      [c, 3, '2022-07-20T05:00:00Z'],
      [c, 1, '2022-06-24T05:00:00Z'],
      [d, 5, '2022-08-03T05:00:00Z'],
    ];
    const orders = await Promise.all(
      sold.map(([each, quantity]) => place([{ productCode: each.productCode, quantity }])),
    );
    await Promise.all(orders.map((orderId) => markTestOrderPaid(app, admin, orderId)));
    await Promise.all(orders.map((orderId, i) => moveTo(orderId, sold[i][2])));

    const sales = app.app.get(OrderSalesReadModel);
    const figures = app.app.get(OrderFiguresReadModel);
    const expected = [
      [b.title, 4, '24.00'],
      [a.title, 3, '30.00'],
      [c.title, 3, '15.00'],
    ];
    const listed = async () =>
      (await sales.byProduct(start, end, 10, ZONE)).map((row) => [row.label, row.units, row.gross]);
    expect(await listed()).toEqual(expected);
    expect((await figures.topProducts(start, end, 2, ZONE)).map((row) => row.name)).toEqual([b.title, a.title]);
    // Folded, and from the orders themselves (the rollup in another zone): the same list.
    await app.app.get(SalesRollup).maintain();
    expect(await listed()).toEqual(expected);
    await db.query(`SELECT order_sales_rebuild('UTC')`);
    try {
      expect(await listed()).toEqual(expected);
    } finally {
      await db.query(`SELECT order_sales_rebuild($1)`, [ZONE]);
    }
    expect(await listed()).toEqual(expected);
  });

  it("gives the dashboard this month's figures from the rollup, with today's orders in them at once", async () => {
    const dashboard = async () =>
      (await app.http().get('/api/admin/dashboard').set(bearer(admin)).expect(200)).body as DashboardSummary;
    const price = await product(12.5);
    const start = await dashboard();
    const orderId = await place([{ productCode: price.productCode, quantity: 2 }]);
    await markTestOrderPaid(app, admin, orderId);
    const after = await dashboard();
    // Other spec files place orders at the same time: at least this order, and its revenue, were added.
    expect(after.orderCount).toBeGreaterThanOrEqual(start.orderCount + 1);
    expect(after.paidOrderCount).toBeGreaterThanOrEqual(start.paidOrderCount + 1);
    expect(Number(after.revenue)).toBeGreaterThanOrEqual(Number(start.revenue) + 25);
    const today = after.trend.days[after.trend.days.length - 1];
    expect(today.paidOrderCount).toBeGreaterThanOrEqual(1);
  });

  it("gives the Orders screen's figures for a status, a payment status and days from the rollup, as counted", async () => {
    // A week of its own: a delivered order, one paid and then cancelled, one left unpaid, two paid (one moved on
    // to processing), one of them after the week.
    const price = await product(8);
    const placed = await Promise.all(
      Array.from({ length: 6 }, () => place([{ productCode: price.productCode, quantity: 1 }])),
    );
    const [delivered, cancelled, _leftUnpaid, paid, processing, later] = placed;
    await Promise.all(
      [delivered, cancelled, paid, processing, later].map((orderId) => markTestOrderPaid(app, admin, orderId)),
    );
    for (const [orderId, status] of [
      [delivered, 'delivered'],
      [cancelled, 'cancelled'],
      [processing, 'processing'],
    ] as const)
      await app.http().put(`/api/admin/orders/${orderId}/status`).set(bearer(admin)).send({ status }).expect(200);
    await Promise.all(placed.map((orderId, i) => moveTo(orderId, `2021-07-0${5 + (i % 3)}T05:00:00Z`)));
    await moveTo(later, '2021-07-12T05:00:00Z');
    await app.app.get(SalesRollup).maintain();

    const start = new Date('2021-07-04T16:00:00Z'); // 5 July, 00:00 in Kuala Lumpur
    const end = new Date('2021-07-11T16:00:00Z'); // the day after 11 July
    const counted = async (where: string) =>
      (
        await db.query(
          `SELECT count(*)::int AS "totalOrders", (count(*) FILTER (WHERE status = 'pending'))::int AS pending,
                  (count(*) FILTER (WHERE status = 'delivered'))::int AS delivered,
                  round(coalesce(sum(total_amount) FILTER (WHERE payment_status = 'paid' AND status <> 'cancelled'), 0),
                        2)::text AS revenue
             FROM orders WHERE created_at >= $1 AND created_at < $2 AND ${where}`,
          [start, end],
        )
      )[0];
    const filters: [string, string, { totalOrders: number; revenue: string }][] = [
      ['', 'true', { totalOrders: 5, revenue: '24.00' }],
      ['&status=delivered', `status = 'delivered'`, { totalOrders: 1, revenue: '8.00' }],
      ['&status=cancelled', `status = 'cancelled'`, { totalOrders: 1, revenue: '0.00' }],
      ['&status=processing', `status = 'processing'`, { totalOrders: 1, revenue: '8.00' }],
      ['&paymentStatus=paid', `payment_status = 'paid'`, { totalOrders: 4, revenue: '24.00' }],
      [
        '&status=pending&paymentStatus=pending',
        `status = 'pending' AND payment_status = 'pending'`,
        { totalOrders: 1, revenue: '0.00' },
      ],
      ['&status=shipped', `status = 'shipped'`, { totalOrders: 0, revenue: '0.00' }],
    ];
    for (const [query, where, known] of filters) {
      const range = `from=2021-07-05&to=2021-07-11${query}`;
      const [summary, list] = await Promise.all([
        app.http().get(`/api/admin/orders/summary?${range}`).set(bearer(admin)).expect(200),
        app.http().get(`/api/admin/orders?${range}&limit=2`).set(bearer(admin)).expect(200),
      ]);
      const expected = await counted(where);
      expect({ query, ...expected }).toMatchObject({ query, ...known });
      expect({ query, ...summary.body }).toEqual({ query, ...expected });
      expect({ query, total: list.body.total }).toEqual({ query, total: expected.totalOrders });
    }
  });

  it("gives the Orders screen's totals over every order from the rollup, equal to counting the orders", async () => {
    // Other spec files place orders meanwhile: counted before and after, the rollup's answer lies between.
    const counted = async () => {
      const [row] = await db.query(
        `SELECT count(*)::int AS "totalOrders", (count(*) FILTER (WHERE status = 'pending'))::int AS pending,
                (count(*) FILTER (WHERE status = 'delivered'))::int AS delivered FROM orders`,
      );
      return row as { totalOrders: number; pending: number; delivered: number };
    };
    const before = await counted();
    const [list, summary] = await Promise.all([
      app.http().get('/api/admin/orders?limit=5').set(bearer(admin)).expect(200),
      app.http().get('/api/admin/orders/summary').set(bearer(admin)).expect(200),
    ]);
    const after = await counted();
    expect(list.body.orders).toHaveLength(5);
    for (const [answer, field] of [
      [list.body.total, 'totalOrders'],
      [summary.body.totalOrders, 'totalOrders'],
    ] as const) {
      // (min and max: another spec file may also delete an order meanwhile.)
      expect(answer).toBeGreaterThanOrEqual(Math.min(before[field], after[field]));
      expect(answer).toBeLessThanOrEqual(Math.max(before[field], after[field]));
    }
    expect(summary.body.delivered).toBeGreaterThanOrEqual(Math.min(before.delivered, after.delivered));
    expect(summary.body.delivered).toBeLessThanOrEqual(Math.max(before.delivered, after.delivered));
  });
});
