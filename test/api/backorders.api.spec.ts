import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdminOrderDetail, CodePoolSummary, DashboardSummary, GuestOrderView } from '@kedai/contracts';
import type { Product } from '../../backend/src/modules/catalog/entities/product.entity';
import { RedisService } from '../../backend/src/core/redis/redis.module';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { eventually } from '../support/wait';

jest.setTimeout(240_000);

/** Codes running low: backorders, their fill on restock (exactly once, oldest first), burn and replace. */
describe('backorders and code pools', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    const redis = app.app.get(RedisService);
    const keys = await redis.client.keys(redis.key('orders', 'lookups', '*'));
    if (keys.length > 0) await redis.client.del(...keys);
  });

  const makeProduct = (): Promise<Product> =>
    app.app.get(ProductsService).create({
      productCode: `BO-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Backorder app ${randomUUID().slice(0, 6)}`,
      price: 4.99,
      category: 'Apps (Camera & Filters)',
      stock: 500,
    });

  const detail = async (orderId: string): Promise<AdminOrderDetail> =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body;
  const redeem = async (orderId: string): Promise<GuestOrderView> =>
    (await app.http().get(`/api/orders/redeem/${orderId}`).expect(200)).body;
  const dashboard = async (): Promise<DashboardSummary> =>
    (await app.http().get('/api/admin/dashboard').set(bearer(admin)).expect(200)).body;
  const pool = async (productCode: string): Promise<CodePoolSummary> =>
    (await app.http().get('/api/admin/code-pools').set(bearer(admin)).expect(200)).body.find(
      (row: CodePoolSummary) => row.productCode === productCode,
    );
  const restock = (productCode: string, codes: string[]) =>
    app
      .http()
      .post(`/api/admin/code-pools/${productCode}/codes`)
      .set(bearer(admin))
      .send({ text: codes.join('\n') });

  const paidOrder = async (productCode: string, quantity: number) => {
    const orderId = await placeTestOrder(app, [{ productCode, quantity }]);
    await markTestOrderPaid(app, admin, orderId);
    return orderId;
  };

  it('shows each pool’s unsold count against its stored warning level, on the pools and the dashboard', async () => {
    const product = await makeProduct();
    expect(await pool(product.productCode)).toMatchObject({
      unsold: 0,
      warningLevel: 5,
      low: true,
      codeDelivered: true,
      backorders: 0,
    });
    let summary = await dashboard();
    expect(summary.lowCodes.count).toBeGreaterThan(0);
    await restock(
      product.productCode,
      ['1', '2', '3', '4', '5', '6'].map((n) => `LVL-${n}-${product.productCode}`),
    ).expect(201);
    expect(await pool(product.productCode)).toMatchObject({ unsold: 6, warningLevel: 5, low: false });

    const raised = await app
      .http()
      .put(`/api/admin/code-pools/${product.productCode}`)
      .set(bearer(admin))
      .send({ warningLevel: 10 })
      .expect(200);
    expect(raised.body).toMatchObject({ unsold: 6, warningLevel: 10, low: true, allowGeneratedCodes: false });
    summary = await dashboard();
    const shown = (await app.http().get('/api/admin/code-pools').set(bearer(admin))).body.filter(
      (row: CodePoolSummary) => row.low,
    ).length;
    expect(summary.lowCodes.count).toBe(shown);

    for (const bad of [-1, 2.5, 'ten']) {
      const refused = await app
        .http()
        .put(`/api/admin/code-pools/${product.productCode}`)
        .set(bearer(admin))
        .send({ warningLevel: bad });
      expect(refused.status).toBe(400);
    }
    expect((await pool(product.productCode)).warningLevel).toBe(10);
  });

  it('lists on the dashboard the low pools Code Pools shows, customers waiting first, then the emptiest', async () => {
    // A pool with one code left and one with a customer waiting, among every other low pool of this database.
    const nearlyEmpty = await makeProduct();
    await restock(nearlyEmpty.productCode, [`ONE-${nearlyEmpty.productCode}`]).expect(201);
    const waitedFor = await makeProduct();
    await paidOrder(waitedFor.productCode, 1);
    const pools: CodePoolSummary[] = (await app.http().get('/api/admin/code-pools').set(bearer(admin)).expect(200))
      .body;
    const summary = await dashboard();
    // Code Pools lists the catalogue in order; the dashboard keeps that order among equals (a stable sort).
    const low = pools.filter((row) => row.low);
    const expected = [...low].sort((a, b) => b.backorders - a.backorders || a.unsold - b.unsold);
    expect(low.length).toBeGreaterThan(8);
    expect(summary.lowCodes.count).toBe(low.length);
    expect(summary.lowCodes.products.map((row) => [row.productCode, row.unsold, row.backorders])).toEqual(
      expected.slice(0, 8).map((row) => [row.productCode, row.unsold, row.backorders]),
    );
    expect(low.map((row) => row.productCode)).toEqual(
      expect.arrayContaining([nearlyEmpty.productCode, waitedFor.productCode]),
    );
  });

  it('makes an order paid while the pool is empty a backorder the customer sees as waiting for stock', async () => {
    const product = await makeProduct();
    const before = await dashboard();
    const orderId = await paidOrder(product.productCode, 2);
    const order = await detail(orderId);
    expect(order).toMatchObject({ status: 'paid', bucket: 'backorder', waitingForStock: true });
    expect(order.backorderedAt).not.toBeNull();
    expect(await redeem(orderId)).toMatchObject({ waitingForStock: true, autoDelivery: { redeemCodes: [] } });
    const guide = await app.http().get(`/api/orders/${orderId}/guide`).expect(200);
    expect(guide.body.waitingForStock).toBe(true);
    const after = await dashboard();
    expect(after.awaiting.backorders - before.awaiting.backorders).toBe(1);
    expect(after.awaiting.toDeliver - before.awaiting.toDeliver).toBe(0);
    // Products with customers waiting come first. Other spec files in this worker's database leave products
    // waiting too, and only the first eight are shown: then every one shown has a customer waiting.
    const shown = after.lowCodes.products.find((row) => row.productCode === product.productCode);
    if (shown) expect(shown).toMatchObject({ unsold: 0, backorders: 1 });
    else {
      expect(after.lowCodes.products).toHaveLength(8);
      for (const row of after.lowCodes.products) expect(row.backorders).toBeGreaterThanOrEqual(1);
    }

    // ACTIVATE on a backorder is not an error for the customer: it stays waiting.
    await app.http().post(`/api/admin/orders/${orderId}/send-guide`).set(bearer(admin)).expect(202);
    await eventually(() => detail(orderId), { until: (o) => o.pendingStep === null, timeoutMs: 60_000 });
    await app.http().post(`/api/admin/orders/${orderId}/activate`).set(bearer(admin)).expect(202);
    const waiting = await eventually(() => detail(orderId), {
      until: (o) => o.pendingStep === null,
      timeoutMs: 60_000,
    });
    expect(waiting).toMatchObject({ status: 'processing', bucket: 'backorder', waitingForStock: true });
    expect(waiting.autoDelivery.status).toBe('pending');
    expect(waiting.timeline.filter((line) => line.action === 'backordered')).toHaveLength(1);

    await restock(product.productCode, [`ONE-${product.productCode}`, `TWO-${product.productCode}`]).expect(201);
    const filled = await eventually(() => detail(orderId), { until: (o) => o.status === 'shipped', timeoutMs: 60_000 });
    expect(filled).toMatchObject({ bucket: 'fulfilled', waitingForStock: false, backorderedAt: null });
    expect(filled.autoDelivery.redeemCodes.map((code) => code.code).sort()).toEqual([
      `ONE-${product.productCode}`,
      `TWO-${product.productCode}`,
    ]);
    expect((await redeem(orderId)).waitingForStock).toBe(false);
  });

  it('fills backorders oldest first: a newer, smaller order does not jump the queue', async () => {
    const product = await makeProduct();
    const older = await paidOrder(product.productCode, 2);
    const newer = await paidOrder(product.productCode, 1);
    await restock(product.productCode, [`FIFO-1-${product.productCode}`]).expect(201);
    // The fill that restock queued has run: one code is too few for the older, and the newer may not jump it.
    const fulfilment = app.app.get(JobsService).queue('fulfilment');
    await eventually(
      async () =>
        (await fulfilment.getJobs(['completed', 'failed'])).some(
          (job) => job.name === 'fill-backorders' && job.data?.productCode === product.productCode,
        ),
      { timeoutMs: 20_000, what: 'the fill job run' },
    );
    expect((await detail(older)).bucket).toBe('backorder');
    expect((await detail(newer)).bucket).toBe('backorder');
    await restock(product.productCode, [`FIFO-2-${product.productCode}`, `FIFO-3-${product.productCode}`]).expect(201);
    const olderDone = await eventually(() => detail(older), {
      until: (o) => o.status === 'shipped',
      timeoutMs: 60_000,
    });
    const newerDone = await eventually(() => detail(newer), {
      until: (o) => o.status === 'shipped',
      timeoutMs: 60_000,
    });
    expect(olderDone.autoDelivery.redeemCodes).toHaveLength(2);
    expect(newerDone.autoDelivery.redeemCodes).toHaveLength(1);
  });

  it('fills every backorder exactly once under 50 concurrent restocks and activations', async () => {
    const product = await makeProduct();
    const quantities = [1, 2, 3, 1, 2, 3, 1, 2, 3, 2];
    const orders: string[] = [];
    for (const quantity of quantities) orders.push(await paidOrder(product.productCode, quantity));
    for (const orderId of orders) expect((await detail(orderId)).bucket).toBe('backorder');
    // Half the orders had their guide sent, so ACTIVATE can race too.
    for (const orderId of orders.slice(0, 5)) {
      await app.http().post(`/api/admin/orders/${orderId}/send-guide`).set(bearer(admin)).expect(202);
    }
    for (const orderId of orders.slice(0, 5))
      await eventually(() => detail(orderId), { until: (o) => o.pendingStep === null, timeoutMs: 60_000 });

    const needed = quantities.reduce((sum, quantity) => sum + quantity, 0); // 20
    const codes = Array.from({ length: 25 }, (_, index) => `RACE-${index}-${product.productCode}`);
    const requests = Array.from({ length: 50 }, (_, index) => {
      if (index % 2 === 0) return restock(product.productCode, [codes[index / 2]]);
      const orderId = orders[((index - 1) / 2) % orders.length];
      const step = orders.indexOf(orderId) < 5 ? 'activate' : 'trigger-delivery';
      return app.http().post(`/api/admin/orders/${orderId}/${step}`).set(bearer(admin));
    });
    const answers = await Promise.all(requests);
    for (const answer of answers) expect([201, 202, 409]).toContain(answer.status);

    const done = await Promise.all(
      orders.map((orderId) =>
        eventually(() => detail(orderId), {
          until: (o) => o.status === 'shipped' && o.pendingStep === null && o.backorderedAt === null,
          timeoutMs: 90_000,
        }),
      ),
    );
    const given = done.flatMap((order) => order.autoDelivery.redeemCodes.map((code) => code.code));
    done.forEach((order, index) => {
      expect(order.autoDelivery.redeemCodes).toHaveLength(quantities[index]);
      const deliveries = order.timeline.filter((line) => line.action === 'delivered' || line.action === 'activated');
      expect(deliveries).toHaveLength(1);
    });
    expect(given).toHaveLength(needed);
    expect(new Set(given).size).toBe(needed);
    for (const code of given) expect(codes).toContain(code);
    const [row] = await db.query<{ sold: number; unsold: number }[]>(
      `SELECT count(*) FILTER (WHERE order_item_id IS NOT NULL)::int AS sold,
              count(*) FILTER (WHERE order_item_id IS NULL)::int AS unsold
         FROM activation_codes WHERE product_code = $1`,
      [product.productCode],
    );
    expect(row).toEqual({ sold: needed, unsold: codes.length - needed });
    expect((await pool(product.productCode)).backorders).toBe(0);
  });

  it('burns a code reported as not working and replaces it from the pool in one action', async () => {
    const product = await makeProduct();
    const codes = ['A', 'B', 'C'].map((letter) => `BURN-${letter}-${product.productCode}`);
    await restock(product.productCode, codes).expect(201);
    const orderId = await paidOrder(product.productCode, 2);
    await app.http().post(`/api/admin/orders/${orderId}/trigger-delivery`).set(bearer(admin)).expect(202);
    const delivered = await eventually(() => detail(orderId), {
      until: (o) => o.status === 'shipped',
      timeoutMs: 60_000,
    });
    const [bad, kept] = delivered.autoDelivery.redeemCodes.map((code) => code.code);
    const spare = codes.find((code) => code !== bad && code !== kept) as string;

    const burned = await app
      .http()
      .post(`/api/admin/orders/${orderId}/burn-code`)
      .set(bearer(admin))
      .send({ code: bad, reason: 'Customer says: code already redeemed' })
      .expect(200);
    expect(burned.body).toEqual({
      orderId,
      burnedCode: bad,
      replacementCode: spare,
      productCode: product.productCode,
    });
    const after = await detail(orderId);
    expect(after.autoDelivery.redeemCodes.map((code) => code.code).sort()).toEqual([kept, spare].sort());
    expect(after.activationCode?.split(', ').sort()).toEqual([kept, spare].sort());
    const burnLine = after.timeline.find((line) => line.action === 'code_burned');
    const replaceLine = after.timeline.find((line) => line.action === 'code_replaced');
    expect(burnLine?.details).toMatchObject({ code: bad, reason: 'Customer says: code already redeemed' });
    expect(replaceLine?.details).toMatchObject({ from: bad, to: spare });
    expect((await redeem(orderId)).autoDelivery.redeemCodes.map((code) => code.code).sort()).toEqual(
      [kept, spare].sort(),
    );
    expect((await pool(product.productCode)).unsold).toBe(0);
    const mails = await eventually(
      async () =>
        (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200)).body as {
          subject: string;
          textBody: string;
        }[],
      {
        until: (list) => list.some((mail) => mail.subject.startsWith('Your replacement activation code')),
        timeoutMs: 60_000,
      },
    );
    const mail = mails.find((candidate) => candidate.subject.startsWith('Your replacement activation code'));
    expect(mail?.textBody).toContain(`Your new activation code: ${spare}`);

    // Nothing left to replace with: refused, and nothing changed (the customer keeps the code).
    const refused = await app
      .http()
      .post(`/api/admin/orders/${orderId}/burn-code`)
      .set(bearer(admin))
      .send({ code: spare })
      .expect(409);
    expect(refused.body.message).toBe(
      `No unsold codes left for ${product.title} to replace it. Add codes to its pool, then try again.`,
    );
    const unchanged = await detail(orderId);
    expect(unchanged.autoDelivery.redeemCodes.map((code) => code.code).sort()).toEqual([kept, spare].sort());
    expect(unchanged.timeline.filter((line) => line.action === 'code_burned')).toHaveLength(1);

    await app.http().post(`/api/admin/orders/${orderId}/burn-code`).set(bearer(admin)).send({ code: bad }).expect(409);
    await app
      .http()
      .post(`/api/admin/orders/${orderId}/burn-code`)
      .set(bearer(admin))
      .send({ code: 'NOT-A-CODE' })
      .expect(404);
    await app.http().post(`/api/admin/orders/${orderId}/burn-code`).set(bearer(admin)).send({}).expect(400);
  });
});
