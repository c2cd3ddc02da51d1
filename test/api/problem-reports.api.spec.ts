import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type {
  AdminOrderDetail,
  AdminProblemReportView,
  ChatMessageView,
  OrderProblemsView,
  ProductCategory,
  ProblemReportChanged,
  ProblemReportView,
} from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { RedisService } from '../../backend/src/core/redis/redis.module';
import { tinyPng } from '../support/files';
import { markTestOrderPaid } from '../support/orders';
import {
  addAgent,
  bearer,
  connectSocket,
  loginAdmin,
  registerUser,
  startTestApp,
  uniqueEmail,
  type RegisteredUser,
  type TestApp,
} from '../support/test-app';
import { eventually, nextEvent } from '../support/wait';

jest.setTimeout(180_000);

/** Problem reports and one-click resolution (issue 39, items 1, 2 and the My orders cards). */
describe('problem reports', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let agent: { token: string };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
    agent = await addAgent(app, admin, `Report Agent ${randomUUID().slice(0, 6)}`);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });
  beforeEach(async () => {
    // The guest order lookup is rate-limited per address; this suite looks up many orders.
    const redis = app.app.get(RedisService);
    const keys = await redis.client.keys(redis.key('orders', 'lookups', '*'));
    if (keys.length > 0) await redis.client.del(...keys);
  });

  const makeProduct = async (category: ProductCategory = 'Apps ( Games )', codes = 3) => {
    const product = await app.app.get(ProductsService).create({
      productCode: `PR-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Report app ${randomUUID().slice(0, 6)}`,
      price: 12.5,
      category,
      stock: 100,
    });
    const list = Array.from({ length: codes }, (_, index) => `PRC-${index}-${product.productCode}`);
    await app
      .http()
      .post(`/api/admin/code-pools/${product.productCode}/codes`)
      .set(bearer(admin))
      .send({ text: list.join('\n') })
      .expect(201);
    return product;
  };
  const detail = async (orderId: string): Promise<AdminOrderDetail> =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body;

  /** Places an order (as `customer` when given), pays it and, unless told not to, delivers it. */
  const order = async (options: { customer?: RegisteredUser; deliver?: boolean; category?: ProductCategory } = {}) => {
    const product = await makeProduct(options.category);
    const request = app.http().post('/api/orders');
    if (options.customer) request.set(bearer(options.customer.token));
    const placed = await request
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: product.productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: {
            name: 'Nurul',
            email: options.customer?.email ?? uniqueEmail('reporter'),
            whatsapp: '012-345 6789',
          },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    const orderId = placed.body.orderId as string;
    await markTestOrderPaid(app, admin, orderId);
    if (options.deliver !== false) {
      await app.http().post(`/api/admin/orders/${orderId}/trigger-delivery`).set(bearer(admin)).expect(202);
      await eventually(() => detail(orderId), { until: (found) => found.status === 'shipped', timeoutMs: 60_000 });
    }
    const { watchToken } = (await app.http().get(`/api/orders/redeem/${orderId}`).expect(200)).body as {
      watchToken: string;
    };
    return { product, orderId, token: watchToken };
  };
  const problems = async (orderId: string, token: string): Promise<OrderProblemsView> =>
    (
      await app
        .http()
        .get(`/api/problem-reports/order/${orderId}?token=${encodeURIComponent(token)}`)
        .expect(200)
    ).body;
  const report = (fields: Record<string, string>, screenshot?: Buffer, auth?: string) => {
    const request = app.http().post('/api/problem-reports');
    if (auth) request.set(bearer(auth));
    for (const [key, value] of Object.entries(fields)) request.field(key, value);
    if (screenshot) request.attach('screenshot', screenshot, { filename: 'screen.png', contentType: 'image/png' });
    return request;
  };
  const watch = async (orderId: string, token: string) => {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = await connectSocket(app, visitor.body.token);
    sockets.push(socket);
    expect(await socket.emitWithAck('order:watch', { orderId, token })).toEqual({ ok: true, data: { orderId } });
    return socket;
  };
  const cards = async (query: string): Promise<AdminProblemReportView[]> =>
    (await app.http().get(`/api/admin/problem-reports?${query}`).set(bearer(agent.token)).expect(200)).body;

  it('a report with a screenshot opens a linked conversation whose card the agent sees, live', async () => {
    const { orderId, token, product } = await order();
    const agentSocket = await connectSocket(app, agent.token);
    sockets.push(agentSocket);
    const customerSocket = await watch(orderId, token);
    const before = await problems(orderId, token);
    expect(before.lines).toHaveLength(1);
    const line = before.lines[0];
    expect(line).toMatchObject({ productCode: product.productCode, canReport: true, refusal: null });
    expect(line.maskedCode).toMatch(/^••••/);

    const cardLive = nextEvent<AdminProblemReportView>(agentSocket, 'problem-report:admin-changed', {
      where: (card) => card.orderId === orderId,
      timeoutMs: 10_000,
    });
    const statusLive = nextEvent<ProblemReportChanged>(customerSocket, 'problem-report:changed', 10_000);
    const created = await report(
      { orderId, itemId: line.itemId, reason: 'already_used', note: 'It says already redeemed', token },
      tinyPng(40, 30),
    ).expect(201);
    const view = created.body as ProblemReportView;
    expect(view).toMatchObject({ orderId, itemId: line.itemId, status: 'open', reason: 'already_used' });
    expect((await statusLive).report).toMatchObject({ id: view.id, status: 'open' });

    const card = await cardLive;
    expect(card).toMatchObject({
      id: view.id,
      status: 'open',
      productCode: product.productCode,
      maskedCode: line.maskedCode,
      note: 'It says already redeemed',
      flagged: false,
    });
    expect(card.deliveredAt).not.toBeNull();
    expect(card.chatSessionId).toEqual(expect.any(String));
    expect(await cards(`sessionId=${card.chatSessionId}`)).toEqual([expect.objectContaining({ id: view.id })]);

    // The conversation carries the report as the customer's message with the screenshot, linked to the order.
    const messages = await eventually(
      async () =>
        (
          await app
            .http()
            .get(`/api/admin/chat/sessions/${card.chatSessionId}/messages`)
            .set(bearer(agent.token))
            .expect(200)
        ).body.messages as ChatMessageView[],
      { until: (list) => list.length > 0 },
    );
    const message = messages.find((candidate) => candidate.message.includes(`order ${orderId}`));
    expect(message).toMatchObject({ senderType: 'customer' });
    expect(message?.message).toContain('Says already used');
    expect(message?.attachment).toMatchObject({ kind: 'image' });
    const sessions = (await app.http().get('/api/admin/chat/sessions').set(bearer(agent.token)).expect(200)).body;
    const session = (Array.isArray(sessions) ? sessions : sessions.sessions).find(
      (candidate: { id: string }) => candidate.id === card.chatSessionId,
    );
    expect(session?.orderId).toBe(orderId);

    // The order's timeline says it too.
    expect((await detail(orderId)).timeline.map((entry) => entry.action)).toContain('problem_reported');
  });

  it('replaces the code exactly once when two staff press Replace together, e-mailed and live', async () => {
    const { orderId, token } = await order();
    const customerSocket = await watch(orderId, token);
    const before = await detail(orderId);
    const oldCode = before.autoDelivery.redeemCodes[0].code;
    const line = (await problems(orderId, token)).lines[0];
    const created = (await report({ orderId, itemId: line.itemId, reason: 'code_not_working', token }).expect(201))
      .body as ProblemReportView;

    const replacedLive = nextEvent<ProblemReportChanged>(customerSocket, 'problem-report:changed', {
      where: (change) => change.report.status === 'replaced',
      timeoutMs: 10_000,
    });
    const presses = await Promise.all([
      app.http().post(`/api/admin/problem-reports/${created.id}/replace`).set(bearer(admin)),
      app.http().post(`/api/admin/problem-reports/${created.id}/replace`).set(bearer(admin)),
    ]);
    expect(presses.map((press) => press.status).sort()).toEqual([200, 409]);
    const refused = presses.find((press) => press.status === 409);
    expect(refused?.body.message).toMatch(/^This report was already resolved \(replaced by .+\)\.$/);
    const done = presses.find((press) => press.status === 200)?.body as AdminProblemReportView;
    expect(done).toMatchObject({ status: 'replaced' });
    expect(done.history.map((entry) => entry.action)).toEqual(['reported', 'replaced']);
    expect((await replacedLive).report).toMatchObject({ id: created.id, status: 'replaced' });

    const after = await detail(orderId);
    const burned = await db.query(
      `SELECT count(*)::int AS n FROM activation_codes WHERE order_id = $1 AND burned_at IS NOT NULL`,
      [orderId],
    );
    expect(burned[0].n).toBe(1);
    expect(after.timeline.filter((entry) => entry.action === 'code_replaced')).toHaveLength(1);
    const newCode = after.autoDelivery.redeemCodes[0].code;
    expect(newCode).not.toBe(oldCode);
    // The customer's order page shows the new code; the e-mail carries it.
    const redeem = (await app.http().get(`/api/orders/redeem/${orderId}`).expect(200)).body;
    expect(redeem.autoDelivery.redeemCodes.map((code: { code: string }) => code.code)).toEqual([newCode]);
    const mails = await eventually(
      async () =>
        (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200)).body as {
          subject: string;
          textBody: string;
        }[],
      { until: (list) => list.some((mail) => mail.subject.startsWith('Your replacement activation code')) },
    );
    const replacementMails = mails.filter((mail) => mail.subject.startsWith('Your replacement activation code'));
    expect(replacementMails).toHaveLength(1);
    expect(replacementMails[0].textBody).toContain(newCode);
    const audit = await db.query(
      `SELECT summary FROM audit_log WHERE action = 'problem-report.resolved' AND target_id = $1`,
      [orderId],
    );
    expect(audit).toEqual([{ summary: expect.objectContaining({ report: created.id, resolution: 'replaced' }) }]);
    // After the resolution the line may be reported again (the new code), and the customer sees the status.
    const now = await problems(orderId, token);
    expect(now.reports[0]).toMatchObject({ id: created.id, status: 'replaced' });
    expect(now.lines[0].canReport).toBe(true);
  });

  it('refunds the line through payments and rejects with a reason the customer sees', async () => {
    const refundCase = await order();
    const refundLine = (await problems(refundCase.orderId, refundCase.token)).lines[0];
    const toRefund = (
      await report({
        orderId: refundCase.orderId,
        itemId: refundLine.itemId,
        reason: 'expired',
        token: refundCase.token,
      }).expect(201)
    ).body as ProblemReportView;
    // Agents resolve what their role allows: a refund is for admins, as refunds are.
    await app.http().post(`/api/admin/problem-reports/${toRefund.id}/refund`).set(bearer(agent.token)).expect(403);
    const refunded = await app
      .http()
      .post(`/api/admin/problem-reports/${toRefund.id}/refund`)
      .set(bearer(admin))
      .expect(200);
    expect(refunded.body).toMatchObject({ status: 'refunded' });
    const refundTimeline = (await detail(refundCase.orderId)).timeline.find((entry) => entry.action === 'refunded');
    expect(refundTimeline?.details).toMatchObject({ amount: 12.5, provider: 'manual' });
    expect((await problems(refundCase.orderId, refundCase.token)).reports[0]).toMatchObject({ status: 'refunded' });
    const again = await app.http().post(`/api/admin/problem-reports/${toRefund.id}/reject`).set(bearer(admin));
    expect(again.status).toBe(400);
    const twice = await app
      .http()
      .post(`/api/admin/problem-reports/${toRefund.id}/reject`)
      .set(bearer(admin))
      .send({ reason: 'x' })
      .expect(409);
    expect(twice.body.message).toMatch(/already resolved \(refunded/);

    const rejectCase = await order();
    const customerSocket = await watch(rejectCase.orderId, rejectCase.token);
    const rejectLine = (await problems(rejectCase.orderId, rejectCase.token)).lines[0];
    const toReject = (
      await report({
        orderId: rejectCase.orderId,
        itemId: rejectLine.itemId,
        reason: 'wrong_product',
        token: rejectCase.token,
      }).expect(201)
    ).body as ProblemReportView;
    const missing = await app
      .http()
      .post(`/api/admin/problem-reports/${toReject.id}/reject`)
      .set(bearer(agent.token))
      .send({ reason: '  ' })
      .expect(400);
    expect(missing.body.message).toBe('Write the reason the customer will see (up to 500 characters).');
    const rejectedLive = nextEvent<ProblemReportChanged>(customerSocket, 'problem-report:changed', {
      where: (change) => change.report.status === 'rejected',
      timeoutMs: 10_000,
    });
    await app
      .http()
      .post(`/api/admin/problem-reports/${toReject.id}/reject`)
      .set(bearer(agent.token))
      .send({ reason: 'The code was redeemed on your Apple ID at 14:02; please check Purchases.' })
      .expect(200);
    expect((await rejectedLive).report).toMatchObject({
      status: 'rejected',
      rejectReason: 'The code was redeemed on your Apple ID at 14:02; please check Purchases.',
    });
    expect((await problems(rejectCase.orderId, rejectCase.token)).reports[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'The code was redeemed on your Apple ID at 14:02; please check Purchases.',
    });
    expect(
      (await detail(rejectCase.orderId)).timeline.find((e) => e.action === 'problem_report_rejected'),
    ).toBeTruthy();
  });

  it('refuses every case with a clear reason, and flags a code reported by two customers', async () => {
    const owner = await registerUser(app, 'Report Owner');
    const stranger = await registerUser(app, 'Someone Else');
    const own = await order({ customer: owner });
    const line = (await problems(own.orderId, own.token)).lines[0];
    const fields = { orderId: own.orderId, itemId: line.itemId, reason: 'code_not_working' };

    // Another customer's order, a wrong token and an unknown order answer alike: nothing about the order.
    const unknown = await report({ ...fields, orderId: 'ZZZZ999999' }, undefined, stranger.token).expect(404);
    const foreign = await report(fields, undefined, stranger.token).expect(404);
    const guessed = await report({ ...fields, token: 'guessed-token' }).expect(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(guessed.body).toEqual(unknown.body);
    expect(foreign.body.message).toBe('Order not found');
    await app.http().get(`/api/problem-reports/order/${own.orderId}`).set(bearer(stranger.token)).expect(404);

    // A file that is not a picture is refused by content before anything is stored.
    const fake = await report({ ...fields }, Buffer.from('not a picture at all'), owner.token);
    expect(fake.status).toBe(415);
    expect(await cards(`orderId=${own.orderId}`)).toEqual([]);

    // A reason from the list; then the owner's report (signed in, no token); a second one is refused.
    const badReason = await report({ ...fields, reason: 'angry' }, undefined, owner.token).expect(400);
    expect(badReason.body.message).toBe('Choose what is wrong with the item.');
    const first = (await report(fields, undefined, owner.token).expect(201)).body as ProblemReportView;
    const second = await report(fields, undefined, owner.token).expect(409);
    expect(second.body.message).toBe('A problem with this item is already reported and being looked at.');
    const mine = await app
      .http()
      .get(`/api/problem-reports/mine?orders=${own.orderId}`)
      .set(bearer(owner.token))
      .expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: first.id, status: 'open' })]);
    const strangerMine = await app
      .http()
      .get(`/api/problem-reports/mine?orders=${own.orderId}`)
      .set(bearer(stranger.token))
      .expect(200);
    expect(strangerMine.body).toEqual([]);

    // A line never delivered.
    const undelivered = await order({ deliver: false });
    const waiting = (await problems(undelivered.orderId, undelivered.token)).lines[0];
    expect(waiting).toMatchObject({ canReport: false, reportableUntil: null });
    const notDelivered = await report({
      orderId: undelivered.orderId,
      itemId: waiting.itemId,
      reason: 'other',
      token: undelivered.token,
    }).expect(422);
    expect(notDelivered.body.message).toBe(
      'This item has not been delivered yet, so there is nothing to report. It arrives by itself.',
    );

    // Outside the window: 12 hours for other items by default, 3 days for camera apps, or the product's own.
    const late = await order();
    const camera = await order({ category: 'Apps (Camera & Filters)' });
    for (const orderId of [late.orderId, camera.orderId])
      await db.query(`UPDATE orders SET auto_delivered_at = now() - interval '13 hours' WHERE order_id = $1`, [
        orderId,
      ]);
    const lateLine = (await problems(late.orderId, late.token)).lines[0];
    const closed = await report({
      orderId: late.orderId,
      itemId: lateLine.itemId,
      reason: 'expired',
      token: late.token,
    }).expect(422);
    expect(closed.body.message).toBe(
      'Problems with this item can be reported within 12 hours of delivery. Please write to us in chat.',
    );
    const cameraLine = (await problems(camera.orderId, camera.token)).lines[0];
    expect(cameraLine.canReport).toBe(true);
    const window = await app
      .http()
      .put(`/api/admin/problem-reports/windows/${camera.product.productCode}`)
      .set(bearer(admin))
      .send({ hours: 6 })
      .expect(200);
    expect(window.body).toEqual({ productCode: camera.product.productCode, hours: 6, effectiveHours: 6 });
    await app
      .http()
      .put(`/api/admin/problem-reports/windows/${camera.product.productCode}`)
      .set(bearer(agent.token))
      .send({ hours: 48 })
      .expect(403);
    const cameraClosed = await report({
      orderId: camera.orderId,
      itemId: cameraLine.itemId,
      reason: 'expired',
      token: camera.token,
    }).expect(422);
    expect(cameraClosed.body.message).toContain('within 6 hours of delivery');
    const reset = await app
      .http()
      .put(`/api/admin/problem-reports/windows/${camera.product.productCode}`)
      .set(bearer(admin))
      .send({ hours: null })
      .expect(200);
    expect(reset.body).toMatchObject({ hours: null, effectiveHours: 72 });

    // Rate-limited per customer: the owner's sixth report within an hour is refused.
    await db.query(
      `INSERT INTO problem_reports (order_id, item_id, product_code, product_title, customer_name, customer_key, reason, status)
       SELECT 'RATE000001', gen_random_uuid(), 'X', 'X', 'X', $1, 'other', 'rejected' FROM generate_series(1, 4)`,
      [`u:${owner.id}`],
    );
    const another = await order({ customer: owner });
    const anotherLine = (await problems(another.orderId, another.token)).lines[0];
    const limited = await report(
      { orderId: another.orderId, itemId: anotherLine.itemId, reason: 'other' },
      undefined,
      owner.token,
    ).expect(429);
    expect(limited.body.message).toBe(
      'You have sent several reports in the last hour. Please wait a little, or write to us in chat.',
    );

    // The same code reported by two different customers: flagged (a possibly leaked pool).
    const codeHash = (await db.query(`SELECT code_hash FROM problem_reports WHERE id = $1`, [first.id]))[0].code_hash;
    await db.query(
      `INSERT INTO problem_reports (order_id, item_id, product_code, product_title, customer_name, customer_key, reason, status, code_hash)
       VALUES ('OTHER00001', gen_random_uuid(), 'X', 'X', 'X', $1, 'already_used', 'rejected', $2)`,
      [`e:${uniqueEmail('leak')}`, codeHash],
    );
    const flagged = await cards(`orderId=${own.orderId}`);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ id: first.id, flagged: true, sameCodeReports: 1, sameCustomerReports: 4 });
    expect((await cards('flagged=1')).map((card) => card.id)).toContain(first.id);
    // The dashboard's waiting work counts it among open reports, and as flagged.
    const dashboard = (await app.http().get('/api/admin/dashboard').set(bearer(admin)).expect(200)).body;
    expect(dashboard.awaiting.problemReports).toBeGreaterThanOrEqual(1);
    expect(dashboard.awaiting.flaggedProblemReports).toBeGreaterThanOrEqual(1);
    await app
      .http()
      .post(`/api/admin/problem-reports/${first.id}/reject`)
      .set(bearer(admin))
      .send({ reason: 'Checked with the supplier' })
      .expect(200);
    const after = (await app.http().get('/api/admin/dashboard').set(bearer(admin)).expect(200)).body;
    expect(after.awaiting.flaggedProblemReports).toBe(dashboard.awaiting.flaggedProblemReports - 1);
  });
});
