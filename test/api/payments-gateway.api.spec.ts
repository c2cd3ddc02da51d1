import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type {
  CreateOrderResult,
  GuestOrderView,
  LedgerList,
  OrderPaymentState,
  SystemSettingsView,
} from '@kedai/contracts';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { ReconcileService } from '../../backend/src/modules/payments/jobs/reconcile.service';
import { startBillplzStub, type BillplzStub } from '../support/billplz-stub';
import { parseCsv } from '../support/csv';
import { tinyPng } from '../support/files';
import { startStripeStub, type StripeStub } from '../support/stripe-stub';
import { bearer, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually as eventuallyOf } from '../support/wait';

jest.setTimeout(120_000);

/** Reads until `done` holds (deadline 20 s by default), through the suite's one waiting helper. */
const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> =>
  eventuallyOf(read, { until: done, timeoutMs });

const ENV_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_BASE',
  'BILLPLZ_API_KEY',
  'BILLPLZ_X_SIGNATURE_KEY',
  'BILLPLZ_COLLECTION_ID',
  'BILLPLZ_API_BASE',
] as const;

describe('online payments through Stripe and Billplz (stubs speaking their protocols)', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let stripe: StripeStub;
  let billplz: BillplzStub;
  const savedEnv: Partial<Record<(typeof ENV_KEYS)[number], string | undefined>> = {};

  beforeAll(async () => {
    stripe = await startStripeStub();
    billplz = await startBillplzStub();
    for (const key of ENV_KEYS) savedEnv[key] = process.env[key];
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      BILLPLZ_API_KEY: billplz.apiKey,
      BILLPLZ_X_SIGNATURE_KEY: billplz.xSignatureKey,
      BILLPLZ_COLLECTION_ID: billplz.collectionId,
      BILLPLZ_API_BASE: billplz.url,
    });
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
    await gatewaySettings('stripe');
  });

  afterAll(async () => {
    await app.close();
    await stripe.close();
    await billplz.close();
    for (const key of ENV_KEYS) {
      if (savedEnv[key] === undefined) delete process.env[key];
      else process.env[key] = savedEnv[key];
    }
  });

  const gatewaySettings = (fpxProvider: 'stripe' | 'billplz') =>
    app
      .http()
      .put('/api/admin/payments/settings')
      .set(bearer(admin))
      .send({
        stripe: { enabled: true },
        billplz: { enabled: true },
        fpxProvider,
        methods: { card: true, fpx: true, grabpay: true },
      })
      .expect(200);

  async function setAutomaticConfirmation(on: boolean) {
    const current = (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200))
      .body as SystemSettingsView;
    const { emailSettings, updatedAt: _updatedAt, ...rest } = current;
    const { hasSmtpPassword: _has, ...email } = emailSettings;
    await app
      .http()
      .put('/api/admin/settings')
      .set(bearer(admin))
      .send({
        ...rest,
        emailSettings: email,
        orderSettings: { ...current.orderSettings, automaticOrderConfirmation: on },
      })
      .expect(200);
  }

  /** An app with `codes` codes in its pool. */
  async function appProduct(codes: number, price = 21.46): Promise<string> {
    const product = await app.app.get(ProductsService).create({
      productCode: `PG-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Paid app ${randomUUID().slice(0, 6)}`,
      price,
      category: 'Apps (Camera & Filters)',
      stock: 50,
    });
    if (codes > 0) {
      const text = Array.from({ length: codes }, (_, index) => `CODE-${product.productCode}-${index}`).join('\n');
      await app
        .http()
        .post(`/api/admin/code-pools/${product.productCode}/codes`)
        .set(bearer(admin))
        .send({ text })
        .expect(201);
    }
    return product.productCode;
  }

  const placeGatewayOrder = async (productCode: string, paymentMethod: 'card' | 'fpx' | 'grabpay', quantity = 1) => {
    const orderData = {
      items: [{ productCode, quantity }],
      privacyConsent: true,
      customerInfo: { name: 'Nurul', email: uniqueEmail('payer'), whatsapp: '012-345 6789' },
      paymentMethod,
    };
    const response = await app.http().post('/api/orders').field('orderData', JSON.stringify(orderData));
    expect(response.status).toBe(201);
    return response.body as CreateOrderResult;
  };

  const sessionOf = (orderId: string) => {
    const session = [...stripe.sessions.values()].find((candidate) => candidate.client_reference_id === orderId);
    if (!session) throw new Error(`No Stripe session for ${orderId}`);
    return session;
  };

  const postStripe = (event: { body: string; signature: string }) =>
    app
      .http()
      .post('/api/payments/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', event.signature)
      .send(event.body);

  const paymentState = async (order: CreateOrderResult) =>
    (await app.http().get(`/api/payments/orders/${order.orderId}?token=${order.watchToken}`).expect(200))
      .body as OrderPaymentState;

  const guestView = async (orderId: string) =>
    (await app.http().get(`/api/orders/redeem/${orderId}`).expect(200)).body as GuestOrderView;

  const codeMails = async (orderId: string) => {
    const mails = (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200))
      .body as { subject: string; textBody: string }[];
    return mails.filter((mail) => /CODE-/.test(mail.textBody));
  };

  const eventRows = async (orderId: string | null) =>
    Number(
      (
        await db.query<{ count: string }[]>(
          `SELECT COUNT(*) AS count FROM payment_webhook_events WHERE order_id ${orderId ? '= $1' : 'IS NULL'}`,
          orderId ? [orderId] : [],
        )
      )[0]?.count,
    );

  const delivered = (order: CreateOrderResult) =>
    eventually(
      () => paymentState(order),
      (state) => state.delivered,
    );

  it('card: the order answers with Stripe’s page; one signed checkout.session.completed pays and delivers the code with no admin', async () => {
    const productCode = await appProduct(3);
    const order = await placeGatewayOrder(productCode, 'card');
    expect(order.payment).toEqual({
      provider: 'stripe',
      redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    });
    expect(order.paymentStatus).toBe('pending');
    const session = sessionOf(order.orderId);
    expect(session.amount_total).toBe(2146);
    expect(session.currency).toBe('myr');
    expect(session.allowed_payment_method_types).toEqual(['card']);

    stripe.pay(session.id);
    const response = await postStripe(stripe.event('checkout.session.completed', session.id)).expect(200);
    expect(response.body).toEqual({ received: true, outcome: 'applied' });

    const state = await delivered(order);
    expect(state).toMatchObject({ paymentStatus: 'paid', delivered: true, underReview: false });
    const view = await guestView(order.orderId);
    expect(view.autoDelivery.redeemCodes.map((code) => code.code)).toEqual([
      expect.stringMatching(`^CODE-${productCode}-`),
    ]);
    await eventually(
      () => codeMails(order.orderId),
      (mails) => mails.length === 1,
    );

    const ledger = (
      await app.http().get(`/api/admin/payments/ledger?orderId=${order.orderId}`).set(bearer(admin)).expect(200)
    ).body as LedgerList;
    expect(ledger.entries.map((entry) => [entry.kind, entry.status, entry.amount, entry.provider])).toEqual(
      expect.arrayContaining([
        ['attempt', 'succeeded', 21.46, 'stripe'],
        ['capture', 'succeeded', 21.46, 'stripe'],
      ]),
    );
  });

  it('replayed ten times (and twice at once), the event delivers one code and one e-mail', async () => {
    const productCode = await appProduct(5);
    const order = await placeGatewayOrder(productCode, 'grabpay');
    const session = sessionOf(order.orderId);
    expect(session.allowed_payment_method_types).toEqual(['grabpay']);
    stripe.pay(session.id);
    const event = stripe.event('checkout.session.completed', session.id);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => postStripe(event).expect(200)));
    expect(outcomes.filter((answer) => answer.body.outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((answer) => answer.body.outcome === 'duplicate')).toHaveLength(9);
    // Another event id for the same payment (Stripe's async_payment_succeeded) finds it already paid.
    const again = await postStripe(stripe.event('checkout.session.async_payment_succeeded', session.id)).expect(200);
    expect(again.body.outcome).toBe('already_paid');
    await delivered(order);
    await eventually(
      () => codeMails(order.orderId),
      (mails) => mails.length >= 1,
    );
    // Let any stray duplicate job run its course, then count what the customer got.
    await eventually(
      async () => (await app.http().get(`/api/admin/orders/${order.orderId}`).set(bearer(admin))).body.pendingStep,
      (step) => step === null,
    );
    expect((await guestView(order.orderId)).autoDelivery.redeemCodes).toHaveLength(1);
    expect(await codeMails(order.orderId)).toHaveLength(1);
    const sold = await db.query<{ count: string }[]>(
      `SELECT COUNT(*) AS count FROM activation_codes WHERE product_code = $1 AND order_id IS NOT NULL`,
      [productCode],
    );
    expect(Number(sold[0]?.count)).toBe(1);
  });

  it('a wrong signature or an old timestamp is a 400 and writes nothing', async () => {
    const productCode = await appProduct(1);
    const order = await placeGatewayOrder(productCode, 'card');
    const session = sessionOf(order.orderId);
    stripe.pay(session.id);
    const event = stripe.event('checkout.session.completed', session.id);
    const forged = { body: event.body, signature: stripe.sign(event.body, 'whsec_someone_else') };
    const bad = await postStripe(forged).expect(400);
    expect(bad.body).toMatchObject({
      code: 'invalid_signature',
      message: 'The signature of this request is not valid.',
    });
    const old = {
      body: event.body,
      signature: stripe.sign(event.body, stripe.webhookSecret, Math.floor(Date.now() / 1000) - 3600),
    };
    await postStripe(old).expect(400);
    await postStripe({ body: event.body.replace('"paid"', '"PAID"'), signature: event.signature }).expect(400);
    expect(await eventRows(order.orderId)).toBe(0);
    expect((await paymentState(order)).paymentStatus).toBe('pending');
  });

  it('an amount that differs from the order is flagged for review, not paid', async () => {
    const productCode = await appProduct(1);
    const order = await placeGatewayOrder(productCode, 'card');
    const session = sessionOf(order.orderId);
    stripe.pay(session.id);
    const answer = await postStripe(
      stripe.event('checkout.session.completed', session.id, { amount_total: 1000 }),
    ).expect(200);
    expect(answer.body.outcome).toBe('review');
    const state = await paymentState(order);
    expect(state).toMatchObject({ paymentStatus: 'pending', underReview: true, delivered: false });
    const detail = (await app.http().get(`/api/admin/orders/${order.orderId}`).set(bearer(admin)).expect(200)).body;
    expect(detail.isSuspicious).toBe(true);
    expect(detail.timeline.map((entry: { action: string }) => entry.action)).toContain('payment_review');
  });

  it('an event for an order we do not have is acknowledged (200) and changes nothing but its event row', async () => {
    const productCode = await appProduct(1);
    const order = await placeGatewayOrder(productCode, 'card');
    const session = sessionOf(order.orderId);
    stripe.pay(session.id);
    const before = await eventRows(null);
    const stranger = stripe.event('checkout.session.completed', session.id, {
      client_reference_id: 'ZZZZZZZZZZZZ',
      metadata: {},
      id: 'cs_test_not_ours',
    });
    const answer = await postStripe(stranger).expect(200);
    expect(answer.body.outcome).toBe('unknown_order');
    expect(await eventRows(null)).toBe(before + 1);
    expect((await paymentState(order)).paymentStatus).toBe('pending');
  });

  it('events out of order: a failure after the payment does not un-pay the order', async () => {
    const productCode = await appProduct(1);
    const order = await placeGatewayOrder(productCode, 'fpx');
    const session = sessionOf(order.orderId);
    expect(session.allowed_payment_method_types).toEqual(['fpx']);
    // FPX completes first as unpaid (the bank settles later), then succeeds, then a late failure arrives.
    const unpaid = await postStripe(stripe.event('checkout.session.completed', session.id)).expect(200);
    expect(unpaid.body.outcome).toBe('pending');
    stripe.pay(session.id);
    await postStripe(stripe.event('checkout.session.async_payment_succeeded', session.id)).expect(200);
    const late = await postStripe(stripe.event('checkout.session.async_payment_failed', session.id)).expect(200);
    expect(late.body.outcome).toBe('ignored_after_paid');
    expect((await delivered(order)).paymentStatus).toBe('paid');
  });

  it('Billplz FPX: a bill, a callback with a correct x_signature pays and delivers; the return page redirects to the confirmation', async () => {
    await gatewaySettings('billplz');
    try {
      const productCode = await appProduct(2);
      const order = await placeGatewayOrder(productCode, 'fpx');
      expect(order.payment?.provider).toBe('billplz');
      const bill = [...billplz.bills.values()].find((candidate) => candidate.reference_1 === order.orderId);
      expect(bill).toMatchObject({ amount: 2146, collection_id: billplz.collectionId });
      expect(bill?.callback_url).toMatch(/\/api\/payments\/webhooks\/billplz$/);
      const billId = bill?.id ?? '';

      const forged = await app
        .http()
        .post('/api/payments/webhooks/billplz')
        .type('form')
        .send(billplz.callback(billplz.pay(billId).id, 'f'.repeat(64)));
      expect(forged.status).toBe(400);
      expect(await eventRows(order.orderId)).toBe(0);

      for (let index = 0; index < 3; index += 1) {
        await app.http().post('/api/payments/webhooks/billplz').type('form').send(billplz.callback(billId)).expect(200);
      }
      await delivered(order);
      expect(await eventRows(order.orderId)).toBe(1);

      const back = await app
        .http()
        .get(`/api/payments/return/billplz?${billplz.redirectQuery(billId)}`)
        .expect(303);
      expect(back.headers.location).toContain(
        `/order-confirmation?orderId=${order.orderId}&token=${order.watchToken}&payment=success`,
      );
      await app
        .http()
        .get(
          `/api/payments/return/billplz?${billplz.redirectQuery(billId).replace(/x_signature%5D=\w/, 'x_signature%5D=0')}`,
        )
        .expect(400);
      await eventually(
        () => codeMails(order.orderId),
        (mails) => mails.length === 1,
      );
    } finally {
      await gatewaySettings('stripe');
    }
  });

  it('with automatic confirmation off, a paid order waits for GUIDE and ACTIVATE', async () => {
    await setAutomaticConfirmation(false);
    try {
      const productCode = await appProduct(1);
      const order = await placeGatewayOrder(productCode, 'card');
      const session = sessionOf(order.orderId);
      stripe.pay(session.id);
      await postStripe(stripe.event('checkout.session.completed', session.id)).expect(200);
      const detail = (await app.http().get(`/api/admin/orders/${order.orderId}`).set(bearer(admin)).expect(200)).body;
      expect(detail).toMatchObject({ paymentStatus: 'paid', status: 'paid', installationStepsSent: false });
      expect(detail.offers).toContain('send-guide');
      const intents = await db.query(`SELECT 1 FROM job_intents WHERE job_id = $1`, [`send-guide.${order.orderId}`]);
      expect(intents).toHaveLength(0);
      expect((await paymentState(order)).delivered).toBe(false);
    } finally {
      await setAutomaticConfirmation(true);
    }
  });

  it('a lost webhook: reconciliation asks Stripe and applies the payment once', async () => {
    const productCode = await appProduct(1);
    const order = await placeGatewayOrder(productCode, 'card');
    stripe.pay(sessionOf(order.orderId).id);
    const reconcile = app.app.get(ReconcileService);
    const first = await reconcile.run(0);
    expect(first.applied).toBeGreaterThanOrEqual(1);
    await delivered(order);
    const second = await reconcile.run(0);
    expect(second.applied).toBe(0);
    // The webhook arriving late after all changes nothing.
    const late = await postStripe(stripe.event('checkout.session.completed', sessionOf(order.orderId).id)).expect(200);
    expect(late.body.outcome).toBe('already_paid');
    expect((await guestView(order.orderId)).autoDelivery.redeemCodes).toHaveLength(1);
  });

  it('Billplz: a bill paid at Billplz whose callback was lost is paid once by reconciliation; the late callback changes nothing', async () => {
    await gatewaySettings('billplz');
    try {
      const productCode = await appProduct(2);
      const order = await placeGatewayOrder(productCode, 'fpx');
      expect(order.payment?.provider).toBe('billplz');
      const bill = [...billplz.bills.values()].find((candidate) => candidate.reference_1 === order.orderId);
      const billId = bill?.id ?? '';
      // Paid at Billplz; no callback reaches us.
      billplz.pay(billId);
      expect((await paymentState(order)).paymentStatus).not.toBe('paid');

      const reconcile = app.app.get(ReconcileService);
      const first = await reconcile.run(0);
      expect(first.applied).toBeGreaterThanOrEqual(1);
      await delivered(order);
      expect((await reconcile.run(0)).applied).toBe(0);

      const late = await app
        .http()
        .post('/api/payments/webhooks/billplz')
        .type('form')
        .send(billplz.callback(billId))
        .expect(200);
      // A Billplz event id is the bill, its paid flag and paid_at: reconciliation stored this one, so a duplicate.
      expect(late.body.outcome).toBe('duplicate');

      await eventually(
        () => codeMails(order.orderId),
        (mails) => mails.length === 1,
      );
      expect((await guestView(order.orderId)).autoDelivery.redeemCodes).toHaveLength(1);
      const captures = await db.query<{ provider: string; status: string; amount_sen: number }[]>(
        `SELECT provider, status, amount_sen FROM payment_ledger WHERE order_id = $1 AND kind = 'capture'`,
        [order.orderId],
      );
      expect(captures).toEqual([{ provider: 'billplz', status: 'succeeded', amount_sen: 2146 }]);
      expect(await codeMails(order.orderId)).toHaveLength(1);
    } finally {
      await gatewaySettings('stripe');
    }
  });

  it('a gateway payment on an empty pool goes through the same paid transition: a backorder at once, filled on restock', async () => {
    const productCode = await appProduct(0);
    const order = await placeGatewayOrder(productCode, 'card');
    const session = sessionOf(order.orderId);
    stripe.pay(session.id);
    await postStripe(stripe.event('checkout.session.completed', session.id)).expect(200);
    const paid = (await app.http().get(`/api/admin/orders/${order.orderId}`).set(bearer(admin)).expect(200)).body;
    expect(paid).toMatchObject({ paymentStatus: 'paid', bucket: 'backorder', waitingForStock: true });
    expect((await guestView(order.orderId)).waitingForStock).toBe(true);

    await app
      .http()
      .post(`/api/admin/code-pools/${productCode}/codes`)
      .set(bearer(admin))
      .send({ text: `CODE-LATE-${productCode}` })
      .expect(201);
    await delivered(order);
    await eventually(
      () => codeMails(order.orderId),
      (mails) => mails.length === 1,
    );
    expect((await guestView(order.orderId)).autoDelivery.redeemCodes).toHaveLength(1);
  });

  it('a provider outage answers 502 with words for a person, keeps the order unpaid, and the payment can be restarted', async () => {
    const productCode = await appProduct(1);
    stripe.failNext(2);
    const orderData = {
      items: [{ productCode, quantity: 1 }],
      privacyConsent: true,
      customerInfo: { name: 'Nurul', email: uniqueEmail('payer'), whatsapp: '012-345 6789' },
      paymentMethod: 'card',
    };
    const refused = await app.http().post('/api/orders').field('orderData', JSON.stringify(orderData)).expect(502);
    expect(refused.body.message).toMatch(
      /Stripe did not answer, so the payment page could not be opened\. Your order \w+ is saved and unpaid/,
    );
    const orderId = /Your order (\w+) is saved/.exec(refused.body.message)?.[1] ?? '';
    const detail = (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body;
    expect(detail).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
    const token = (await guestView(orderId)).watchToken;
    await app.http().post(`/api/payments/orders/${orderId}/restart`).send({ token: 'wrong' }).expect(404);
    const restarted = await app.http().post(`/api/payments/orders/${orderId}/restart`).send({ token }).expect(200);
    expect(restarted.body.redirect).toEqual({
      provider: 'stripe',
      redirectUrl: expect.stringContaining('checkout.stripe.com'),
    });
  });

  it('a gateway method that no provider takes is refused with a clear 400, and the methods endpoint lists what is offered', async () => {
    const offered = (await app.http().get('/api/payments/methods').expect(200)).body;
    expect(offered.gatewayMethods.map((method: { key: string }) => method.key)).toEqual(['card', 'fpx', 'grabpay']);
    await app
      .http()
      .put('/api/admin/payments/settings')
      .set(bearer(admin))
      .send({
        stripe: { enabled: true },
        billplz: { enabled: true },
        fpxProvider: 'stripe',
        methods: { card: true, fpx: true, grabpay: false },
      })
      .expect(200);
    try {
      const productCode = await appProduct(1);
      const orderData = {
        items: [{ productCode, quantity: 1 }],
        privacyConsent: true,
        customerInfo: { name: 'Nurul', email: uniqueEmail('payer'), whatsapp: '012-345 6789' },
        paymentMethod: 'grabpay',
      };
      const refused = await app.http().post('/api/orders').field('orderData', JSON.stringify(orderData)).expect(400);
      expect(refused.body.message).toBe(
        'GrabPay is not available at the moment. Please choose another payment method.',
      );
      const settings = (await app.http().get('/api/admin/payments/settings').set(bearer(admin)).expect(200)).body;
      expect(settings.stripe.keys.secretKey).toEqual({ set: true, source: 'env' });
      expect(JSON.stringify(settings)).not.toContain(stripe.secretKey);
    } finally {
      await gatewaySettings('stripe');
    }
  });

  it('refunds a Stripe order in full: Stripe refund, code revoked (not back in the pool), e-mail, timeline; charge.refunded settles it', async () => {
    const productCode = await appProduct(2);
    const order = await placeGatewayOrder(productCode, 'card');
    const session = sessionOf(order.orderId);
    stripe.pay(session.id);
    await postStripe(stripe.event('checkout.session.completed', session.id)).expect(200);
    await delivered(order);
    const code = (await guestView(order.orderId)).autoDelivery.redeemCodes[0]?.code;

    await app.http().post(`/api/admin/payments/orders/${order.orderId}/refund`).send({}).expect(401);
    const refund = await app
      .http()
      .post(`/api/admin/payments/orders/${order.orderId}/refund`)
      .set(bearer(admin))
      .send({ reason: 'Bought by mistake' })
      .expect(200);
    expect(refund.body).toMatchObject({
      amount: 21.46,
      provider: 'stripe',
      status: 'pending',
      revokedCodes: 1,
      restockedUnits: 0,
    });
    expect(stripe.refunds.at(-1)).toMatchObject({
      amount: 2146,
      payment_intent: sessionOf(order.orderId).payment_intent,
    });
    expect(refund.body.payments).toMatchObject({ paidAmount: 21.46, refundedAmount: 21.46, refundable: 0 });
    expect((await guestView(order.orderId)).autoDelivery.redeemCodes).toEqual([]);
    const pool = await db.query<{ order_item_id: string | null; burned_at: Date | null }[]>(
      'SELECT order_item_id, burned_at FROM activation_codes WHERE code = $1',
      [code],
    );
    expect(pool[0]?.order_item_id).not.toBeNull();
    expect(pool[0]?.burned_at).not.toBeNull();
    await app.http().post(`/api/admin/payments/orders/${order.orderId}/refund`).set(bearer(admin)).send({}).expect(409);

    const settled = await postStripe(stripe.refundEvent(session.payment_intent ?? '')).expect(200);
    expect(settled.body.outcome).toBe('refund_recorded');
    const summary = (await app.http().get(`/api/admin/payments/orders/${order.orderId}`).set(bearer(admin)).expect(200))
      .body;
    expect(summary.ledger.filter((row: { kind: string }) => row.kind === 'refund')).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        amount: 21.46,
        actorName: expect.any(String),
        note: 'Bought by mistake',
      }),
    ]);
    const detail = (await app.http().get(`/api/admin/orders/${order.orderId}`).set(bearer(admin)).expect(200)).body;
    expect(detail.timeline.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['payment_received', 'refunded']),
    );
    const mails = (await app.http().get(`/api/admin/outbox?relatedId=${order.orderId}`).set(bearer(admin)).expect(200))
      .body as { subject: string; textBody: string }[];
    expect(mails.filter((mail) => mail.subject === `Refund for order ${order.orderId}`)).toHaveLength(1);
  });

  it('refunds chosen units of a manual (QR) payment as a recorded refund; undelivered stock comes back', async () => {
    const productCode = await appProduct(0, 10);
    const orderData = {
      items: [{ productCode, quantity: 3 }],
      privacyConsent: true,
      customerInfo: { name: 'Aisyah', email: uniqueEmail('qr'), whatsapp: '012-345 6789' },
    };
    const placed = await app
      .http()
      .post('/api/orders')
      .field('orderData', JSON.stringify(orderData))
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    const orderId = placed.body.orderId as string;
    expect(placed.body.payment).toBeNull();
    await app
      .http()
      .put(`/api/admin/orders/${orderId}/payment`)
      .set(bearer(admin))
      .send({ paymentStatus: 'paid' })
      .expect(200);
    const stockBefore = (
      await db.query<{ stock: number }[]>('SELECT stock FROM products WHERE product_code = $1', [productCode])
    )[0]?.stock;
    const summary = (await app.http().get(`/api/admin/payments/orders/${orderId}`).set(bearer(admin)).expect(200)).body;
    const itemId = summary.lines[0].itemId as string;
    await app
      .http()
      .post(`/api/admin/payments/orders/${orderId}/refund`)
      .set(bearer(admin))
      .send({ lines: [{ itemId, quantity: 4 }] })
      .expect(400);
    const refund = await app
      .http()
      .post(`/api/admin/payments/orders/${orderId}/refund`)
      .set(bearer(admin))
      .send({ lines: [{ itemId, quantity: 2 }] })
      .expect(200);
    expect(refund.body).toMatchObject({ amount: 20, provider: 'manual', status: 'succeeded', restockedUnits: 2 });
    expect(refund.body.payments.lines[0]).toMatchObject({ quantity: 3, refundedQuantity: 2, refundedAmount: 20 });
    expect(refund.body.payments.refundable).toBe(10);
    const stockAfter = (
      await db.query<{ stock: number }[]>('SELECT stock FROM products WHERE product_code = $1', [productCode])
    )[0]?.stock;
    expect(stockAfter).toBe((stockBefore ?? 0) + 2);
    const ledger = (
      await app
        .http()
        .get(`/api/admin/payments/ledger?orderId=${orderId}&provider=manual`)
        .set(bearer(admin))
        .expect(200)
    ).body as LedgerList;
    expect(ledger.entries.map((entry) => [entry.kind, entry.amount])).toEqual([['refund', 20]]);
  });

  it('the app stops between the paid commit and the delivery: a new app delivers once (one code, one e-mail)', async () => {
    const productCode = await appProduct(3);
    const order = await placeGatewayOrder(productCode, 'card');
    const session = sessionOf(order.orderId);
    stripe.pay(session.id);
    // No worker takes fulfilment jobs now: the payment commits, its job waits, then the whole process goes away.
    const fulfilment = app.app.get(JobsService).queue('fulfilment');
    await fulfilment.pause();
    try {
      await postStripe(stripe.event('checkout.session.completed', session.id)).expect(200);
      expect((await paymentState(order)).paymentStatus).toBe('paid');
      await app.close();

      app = await startTestApp();
      db = app.app.get(DataSource);
      admin = await loginAdmin(app);
      expect((await paymentState(order)).delivered).toBe(false);
      // Stripe retries the same event against the new process: already stored, nothing more.
      const retried = await postStripe(stripe.event('checkout.session.completed', session.id)).expect(200);
      expect(retried.body.outcome).toBe('already_paid');
    } finally {
      await app.app.get(JobsService).queue('fulfilment').resume();
    }
    await delivered(order);
    await eventually(
      () => codeMails(order.orderId),
      (mails) => mails.length === 1,
    );
    await eventually(
      async () => (await app.http().get(`/api/admin/orders/${order.orderId}`).set(bearer(admin))).body.pendingStep,
      (step) => step === null,
    );
    expect((await guestView(order.orderId)).autoDelivery.redeemCodes).toHaveLength(1);
    expect(await codeMails(order.orderId)).toHaveLength(1);
  });

  it('exports the ledger as CSV with the filters of the list', async () => {
    const csv = await app
      .http()
      .get('/api/admin/payments/ledger.csv?provider=stripe&kind=capture')
      .set(bearer(admin))
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(
      expect.arrayContaining([
        'Order ID',
        'Provider',
        'Kind',
        'Transaction ID',
        'Amount',
        'Processing fee',
        'Net amount',
      ]),
    );
    expect(rows.slice(1).length).toBeGreaterThan(0);
    for (const row of rows.slice(1)) expect([row[2], row[3]]).toEqual(['stripe', 'capture']);
    await app.http().get('/api/admin/payments/ledger?kind=everything').set(bearer(admin)).expect(400);
    // A refused filter on the download is a 400 too, not a 200 whose body never ends (found by the fuzzer).
    const refused = await app
      .http()
      .get('/api/admin/payments/ledger.csv?status=l')
      .set(bearer(admin))
      .timeout({ deadline: 10_000 })
      .expect(400);
    expect(refused.body.message).toBe('status must be one of: pending, succeeded, failed, review');
    await app.http().get('/api/admin/payments/ledger').expect(401);
  });
});
