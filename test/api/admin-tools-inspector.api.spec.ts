import type { OrderInspection } from '@kedai/contracts';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { addAgent, bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

/** The order inspector's API (issue 22): admin only, everything about one order, retries through the guards. */
describe('admin tools: order inspector', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const agentToken = async () => (await addAgent(app, admin, 'Inspect Agent')).token;

  it('is for admins only: agents (who may work orders) and customers are refused', async () => {
    const orderId = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1 }]);
    const agent = await agentToken();
    const customer = await registerUser(app);
    const path = `/api/admin/tools/orders/${orderId}/inspection`;
    await app.http().get(path).expect(401);
    expect((await app.http().get(path).set(bearer(agent))).body.code).toBe('role_forbidden');
    await app.http().get(path).set(bearer(customer.token)).expect(403);
    await app
      .http()
      .post(`/api/admin/tools/orders/${orderId}/retry`)
      .set(bearer(agent))
      .send({ step: 'activate' })
      .expect(403);
    // The agent still works the order itself.
    await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(agent)).expect(200);
  });

  it('shows the order with its lines, timeline, jobs, e-mails and raw rows', async () => {
    const orderId = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 2 }], 'Inspected Buyer');
    await markTestOrderPaid(app, admin, orderId);
    await app.http().post(`/api/admin/orders/${orderId}/send-guide`).set(bearer(admin)).expect(202);
    const body = await eventually(
      async () =>
        (await app.http().get(`/api/admin/tools/orders/${orderId}/inspection`).set(bearer(admin)).expect(200))
          .body as OrderInspection,
      { until: (seen) => seen.order.installationStepsSent && seen.emails.length > 0, timeoutMs: 15_000 },
    );
    expect(body.order).toMatchObject({ orderId, paymentStatus: 'paid', installationStepsSent: true });
    expect(body.order.items).toEqual([expect.objectContaining({ productCode: 'DZ', quantity: 2 })]);
    expect(body.order.timeline.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['created', 'guide_sent']),
    );
    expect(body.jobs).toContainEqual(
      expect.objectContaining({
        queue: 'fulfilment',
        id: `send-guide.${orderId}`,
        lastAction: 'guide_sent',
        error: null,
        retryStep: null,
        monitorLink: expect.stringContaining(`job=send-guide.${orderId}`),
      }),
    );
    // The guide's e-mail, its outbox status, and the job that delivers it.
    expect(body.emails[0]).toMatchObject({
      subject: expect.any(String),
      status: expect.stringMatching(/queued|sent|kept/),
    });
    expect(body.jobs.some((job: { queue: string }) => job.queue === 'notifications')).toBe(true);
    expect(body.raw.order).toMatchObject({ order_id: orderId, payment_status: 'paid' });
    expect(body.raw.items).toHaveLength(1);
  });

  it('shows the order’s payment events and ledger rows, as the payments module keeps them', async () => {
    const orderId = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 2 }]);
    const inspect = async () =>
      (await app.http().get(`/api/admin/tools/orders/${orderId}/inspection`).set(bearer(admin)).expect(200))
        .body as OrderInspection;
    const unpaid = await inspect();
    expect(unpaid.payments).toMatchObject({ orderId, paidAmount: 0, refundedAmount: 0, events: [], ledger: [] });

    await markTestOrderPaid(app, admin, orderId);
    const itemId = unpaid.payments.lines[0].itemId;
    const refund = await app
      .http()
      .post(`/api/admin/payments/orders/${orderId}/refund`)
      .set(bearer(admin))
      .send({ lines: [{ itemId, quantity: 1 }], reason: 'One seat not needed' })
      .expect(200);
    const body = await inspect();
    expect(body.payments).toMatchObject({
      provider: 'manual',
      paidAmount: body.order.totalAmount,
      refundedAmount: refund.body.amount,
      lines: [expect.objectContaining({ itemId, quantity: 2, refundedQuantity: 1 })],
    });
    expect(body.payments.events).toEqual([
      expect.objectContaining({ provider: 'manual', type: 'refunded', amount: refund.body.amount }),
    ]);
    expect(body.payments.ledger).toEqual([
      expect.objectContaining({ orderId, provider: 'manual', kind: 'refund', amount: refund.body.amount }),
    ]);
  });

  it('answers 404 for an unknown order and 400 for an unknown step, and the guards refuse what may not run', async () => {
    await app.http().get('/api/admin/tools/orders/2611230000ZZZZZ/inspection').set(bearer(admin)).expect(404);
    const orderId = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1 }]);
    const bad = await app
      .http()
      .post(`/api/admin/tools/orders/${orderId}/retry`)
      .set(bearer(admin))
      .send({ step: 'format-disk' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('step must be one of');
    // Unpaid: ACTIVATE's guard refuses it here as on the orders screen.
    const refused = await app
      .http()
      .post(`/api/admin/tools/orders/${orderId}/retry`)
      .set(bearer(admin))
      .send({ step: 'activate' })
      .expect(409);
    expect(refused.body.code).toBe('fulfilment_refused');
  });
});
