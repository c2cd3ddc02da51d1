import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { AdminOrderDetail, AdminOrderView, FulfilmentResult, OrderUpdated } from '@kedai/contracts';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import type { Product } from '../../backend/src/modules/catalog/entities/product.entity';
import { NewProduct, ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { CheckoutService } from '../../backend/src/modules/checkout/services/checkout.service';
import { FulfilmentService } from '../../backend/src/modules/fulfilment/services/fulfilment.service';
import { tinyPng } from '../support/files';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import {
  bearer,
  connectSocket,
  loginAdmin,
  nextEvent,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';
import { eventually } from '../support/wait';

jest.setTimeout(120_000);

describe('fulfilment API', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let products: ProductsService;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    products = app.app.get(ProductsService);
    admin = await loginAdmin(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  const makeProduct = (input: Partial<NewProduct> = {}): Promise<Product> =>
    products.create({
      productCode: `F-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Fulfilment app ${randomUUID().slice(0, 6)}`,
      price: 9.99,
      category: 'Apps (Camera & Filters)',
      stock: 100,
      ...input,
    });

  const makeRentalProduct = () =>
    makeProduct({
      title: `Rental game ${randomUUID().slice(0, 6)}`,
      category: 'Steam Games',
      options: [
        {
          name: 'Duration',
          choices: [
            { label: '3 Hours', value: '3_hours', price: 5 },
            { label: '24 Hours', value: '24_hours', price: 12 },
          ],
        },
      ],
    });

  const placeOrder = (productCode: string, option?: string, quantity = 1) =>
    placeTestOrder(app, [{ productCode, quantity, ...(option && { option }) }]);

  const markPaid = (orderId: string) => markTestOrderPaid(app, admin, orderId);

  const detail = async (orderId: string): Promise<AdminOrderDetail> =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body;

  const settled = (orderId: string) =>
    eventually(() => detail(orderId), { until: (order) => order.pendingStep === null, timeoutMs: 20_000 });

  const step = (orderId: string, name: string) =>
    app.http().post(`/api/admin/orders/${orderId}/${name}`).set(bearer(admin));

  const addCodes = (productCode: string, text: string) =>
    app.http().post(`/api/admin/code-pools/${productCode}/codes`).set(bearer(admin)).send({ text }).expect(201);

  const stockOf = async (id: string) =>
    (await db.query<{ stock: number }[]>('SELECT stock FROM products WHERE id = $1', [id]))[0].stock;

  it('refuses every admin route to guests (401) and customers (403)', async () => {
    const customer = await registerUser(app);
    const routes: [string, string][] = [
      ['get', '/api/admin/orders'],
      ['get', '/api/admin/orders/X'],
      ['put', '/api/admin/orders/X/status'],
      ['put', '/api/admin/orders/X/payment'],
      ['put', '/api/admin/orders/X/suspicious'],
      ['get', '/api/admin/orders/X/receipt'],
      ['post', '/api/admin/orders/X/send-guide'],
      ['post', '/api/admin/orders/X/activate'],
      ['post', '/api/admin/orders/X/trigger-delivery'],
      ['post', '/api/admin/orders/X/auto-ship'],
      ['post', '/api/admin/orders/X/send-installation'],
      ['get', '/api/admin/orders/X/installation-steps'],
      ['get', '/api/admin/auto-delivery'],
      ['get', '/api/admin/code-pools'],
      ['get', '/api/admin/code-pools/X/codes'],
      ['post', '/api/admin/code-pools/X/codes'],
      ['put', '/api/admin/code-pools/X'],
      ['delete', '/api/admin/code-pools/X/codes/Y'],
      ['get', '/api/admin/rental-accounts'],
      ['post', '/api/admin/rental-accounts'],
      ['put', '/api/admin/rental-accounts/Y'],
      ['delete', '/api/admin/rental-accounts/Y'],
    ];
    for (const [method, path] of routes) {
      const call = (token?: string) => {
        const req = (app.http() as unknown as Record<string, (url: string) => ReturnType<TestApp['http']>['get']>)[
          method
        ](path) as unknown as import('supertest').Test;
        return token ? req.set(bearer(token)) : req;
      };
      expect([path, (await call()).status]).toEqual([path, 401]);
      expect([path, (await call(customer.token)).status]).toEqual([path, 403]);
    }
  });

  it('answers bad ids and bodies with 4xx and a message', async () => {
    const product = await makeProduct();
    const orderId = await placeOrder(product.productCode);
    const cases = [
      app.http().get('/api/admin/orders/NOPE').set(bearer(admin)).expect(404),
      app
        .http()
        .get(`/api/admin/orders/${'x'.repeat(300)}`)
        .set(bearer(admin))
        .expect(404),
      app.http().put(`/api/admin/orders/${orderId}/status`).set(bearer(admin)).send({ status: 'lost' }).expect(400),
      app.http().put(`/api/admin/orders/${orderId}/payment`).set(bearer(admin)).send({}).expect(400),
      app
        .http()
        .put(`/api/admin/orders/${orderId}/suspicious`)
        .set(bearer(admin))
        .send({ isSuspicious: 'yes' })
        .expect(400),
      app.http().get('/api/admin/orders?status=lost').set(bearer(admin)).expect(400),
      app.http().get('/api/admin/orders?limit=-4').set(bearer(admin)).expect(400),
      app.http().get(`/api/admin/orders/${orderId}/installation-steps?version=root`).set(bearer(admin)).expect(400),
      step('NOPE', 'activate').expect(404),
      app.http().get('/api/orders/NOPE/guide').expect(404),
      app.http().post('/api/admin/code-pools/NOPE/codes').set(bearer(admin)).send({ text: 'A' }).expect(404),
      app.http().post(`/api/admin/code-pools/${product.productCode}/codes`).set(bearer(admin)).send({}).expect(400),
      app
        .http()
        .post(`/api/admin/code-pools/${product.productCode}/codes`)
        .set(bearer(admin))
        .send({ text: ' ,;\n' })
        .expect(400),
      app.http().delete(`/api/admin/code-pools/${product.productCode}/codes/not-a-uuid`).set(bearer(admin)).expect(404),
      app
        .http()
        .put('/api/admin/rental-accounts/not-a-uuid')
        .set(bearer(admin))
        .send({ productCode: 'X', gameName: 'G', username: 'u', password: 'p' })
        .expect(404),
      app.http().post('/api/admin/rental-accounts').set(bearer(admin)).send({ productCode: 'X' }).expect(400),
    ];
    const responses = await Promise.all(cases);
    for (const response of responses) expect(typeof response.body.message).toBe('string');
    const guide = await app.http().get('/api/orders/NOPE/guide').expect(404);
    expect(guide.body.message).toBe('Order not found');
  });

  it('lists and searches orders, flags them, and serves the receipt only to admins', async () => {
    const product = await makeProduct();
    const orderId = await placeOrder(product.productCode);
    const list = await app
      .http()
      .get(`/api/admin/orders?search=${orderId.toLowerCase()}`)
      .set(bearer(admin))
      .expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.orders[0]).toMatchObject({ orderId, status: 'pending', risk: 'low', pendingStep: null });
    expect(list.body.orders[0].paymentReceipt).toMatchObject({ mimeType: 'image/png' });
    const flagged = await app
      .http()
      .put(`/api/admin/orders/${orderId}/suspicious`)
      .set(bearer(admin))
      .send({ isSuspicious: true })
      .expect(200);
    expect(flagged.body.isSuspicious).toBe(true);
    const paid = await markPaid(orderId);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', status: 'paid', risk: 'medium' });
    const byUuid = await detail(paid.body._id);
    expect(byUuid.orderId).toBe(orderId);
    expect(byUuid.timeline.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['created', 'marked_suspicious', 'payment_status_changed']),
    );
    const receipt = await app
      .http()
      .get(`/api/admin/orders/${orderId}/receipt?download=1`)
      .set(bearer(admin))
      .expect(200);
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(receipt.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('runs GUIDE then ACTIVATE as jobs with the spec guards, live to admins and to the watching customer', async () => {
    const product = await makeProduct();
    await addCodes(product.productCode, 'CODE-ONE\nCODE-TWO');
    const adminSocket = await connectSocket(app, admin);
    sockets.push(adminSocket);
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const guestSocket = await connectSocket(app, visitor.body.token);
    sockets.push(guestSocket);

    const created = nextEvent<AdminOrderView>(adminSocket, 'order:changed');
    const orderId = await placeOrder(product.productCode);
    expect((await created).orderId).toBe(orderId);

    // Watching needs the order's token from a view the caller earned; an unknown id and a real id without
    // its token answer alike, so the socket is no oracle for order ids.
    const unknownWatch = await guestSocket.emitWithAck('order:watch', { orderId: 'NOPE12345', token: 'x' });
    const unprovedWatch = await guestSocket.emitWithAck('order:watch', { orderId, token: 'guessed-token' });
    expect(unknownWatch).toEqual({ ok: false, error: { code: 'not_found', message: 'Order not found' } });
    expect(unprovedWatch).toEqual(unknownWatch);
    const { watchToken } = (await app.http().get(`/api/orders/redeem/${orderId}`).expect(200)).body;
    expect(await guestSocket.emitWithAck('order:watch', { orderId, token: watchToken })).toEqual({
      ok: true,
      data: { orderId },
    });

    expect((await step(orderId, 'send-guide').expect(409)).body.message).toBe('Order must be paid first!');
    expect((await step(orderId, 'activate').expect(409)).body.message).toBe('Order must be paid first!');
    await markPaid(orderId);
    expect((await step(orderId, 'activate').expect(409)).body.message).toBe(
      'Installation steps must be sent first! Please click GUIDE button first',
    );

    const guideResult = nextEvent<FulfilmentResult>(adminSocket, 'fulfilment:result', 10_000);
    const accepted = await step(orderId, 'send-guide').expect(202);
    expect(accepted.body).toEqual({ orderId, step: 'send-guide', jobId: `send-guide.${orderId}` });
    expect(await guideResult).toMatchObject({ orderId, step: 'send-guide', ok: true, jobId: `send-guide.${orderId}` });
    const guided = await settled(orderId);
    expect(guided).toMatchObject({ status: 'processing', installationStepsSent: true });
    expect(guided.installationStepsSentAt).not.toBeNull();
    expect((await step(orderId, 'send-guide').expect(409)).body.message).toBe(
      'Basic installation guide has already been sent to this customer!',
    );

    const activateResult = nextEvent<FulfilmentResult>(adminSocket, 'fulfilment:result', 10_000);
    const shippedChange = new Promise<AdminOrderView>((resolve) => {
      const listener = (order: AdminOrderView) => {
        if (order.orderId === orderId && order.status === 'shipped') {
          adminSocket.off('order:changed', listener);
          resolve(order);
        }
      };
      adminSocket.on('order:changed', listener);
    });
    const guestUpdate = new Promise<OrderUpdated>((resolve) => {
      const listener = (update: OrderUpdated) => {
        if (update.status === 'shipped') {
          guestSocket.off('order:updated', listener);
          resolve(update);
        }
      };
      guestSocket.on('order:updated', listener);
    });
    await step(orderId, 'activate').expect(202);
    expect(await activateResult).toMatchObject({ orderId, step: 'activate', ok: true });
    const code = (await shippedChange).activationCode as string;
    expect(code).toMatch(/^CODE-(ONE|TWO)$/);
    expect(await guestUpdate).toMatchObject({ orderId, status: 'shipped' });

    const shipped = await detail(orderId);
    expect(shipped).toMatchObject({ status: 'shipped', activationCode: code, pendingStep: null });
    expect(shipped.shippedAt).not.toBeNull();
    // No SMTP server in this suite: the delivery e-mail is written, never sent, and the view says so
    // (emailSent was true as soon as the e-mail was only queued).
    expect(shipped.autoDelivery).toMatchObject({ status: 'delivered', emailSent: false });
    expect(['queued', 'kept']).toContain(shipped.autoDelivery.emailStatus);
    const kept = await eventually(() => detail(orderId), {
      until: (order) => order.autoDelivery.emailStatus === 'kept',
      timeoutMs: 20_000,
    });
    expect(kept.autoDelivery.emailSent).toBe(false);
    expect(kept.emails?.find((email) => /delivered|code/i.test(email.subject))?.status ?? 'kept').toBe('kept');
    expect(shipped.autoDelivery.redeemCodes).toEqual([expect.objectContaining({ code, isUsed: true })]);
    const activated = shipped.timeline.find((entry) => entry.action === 'activated');
    expect(activated).toMatchObject({ actorType: 'job', jobId: `activate.${orderId}` });
    expect(activated?.actorName).toBeTruthy();
    expect((await step(orderId, 'activate').expect(409)).body.message).toBe(
      'Activation codes have already been sent to this customer!',
    );

    const redeem = await app.http().get(`/api/orders/redeem/${orderId}`).expect(200);
    expect(redeem.body.autoDelivery.redeemCodes).toEqual([expect.objectContaining({ code })]);
    expect(redeem.body.rental).toBeNull();

    const guide = await app.http().get(`/api/orders/${orderId}/guide`).expect(200);
    expect(guide.body).toMatchObject({ orderId, kind: 'app', activationCode: code, expired: false });
    expect(new Date(guide.body.expiresAt).getTime() - new Date(shipped.shippedAt as string).getTime()).toBe(
      259_200_000,
    );

    const outbox = await eventually(
      async () => (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200)).body,
      { until: (mails: { subject: string }[]) => mails.length >= 2, timeoutMs: 20_000 },
    );
    expect(outbox.map((mail: { subject: string }) => mail.subject).join('|')).toMatch(/Installation guide/);

    const steps = await app
      .http()
      .get(`/api/admin/orders/${orderId}/installation-steps?version=admin`)
      .set(bearer(admin))
      .expect(200);
    expect(steps.body).toMatchObject({ versionType: 'admin', activationCode: code, hasCustomerVersion: true });
    expect(steps.body.installationSteps).toMatch(/sensitive/);
  });

  it('adds pasted codes without duplicates and lists them sold and unsold', async () => {
    const product = await makeProduct();
    const first = await addCodes(product.productCode, ' AAA-1 ,AAA-2;AAA-2\n\n"AAA-3"\r\n');
    expect(first.body).toEqual({ added: 3, duplicates: 1, unsold: 3 });
    const again = await addCodes(product.productCode, 'AAA-3\nAAA-4');
    expect(again.body).toEqual({ added: 1, duplicates: 1, unsold: 4 });
    const unsold = await app
      .http()
      .get(`/api/admin/code-pools/${product.productCode}/codes?status=unsold`)
      .set(bearer(admin))
      .expect(200);
    expect(unsold.body.map((code: { code: string }) => code.code).sort()).toEqual(['AAA-1', 'AAA-2', 'AAA-3', 'AAA-4']);
    const pools = await app.http().get('/api/admin/code-pools').set(bearer(admin)).expect(200);
    expect(pools.body).toContainEqual(
      expect.objectContaining({ productCode: product.productCode, unsold: 4, sold: 0, allowGeneratedCodes: false }),
    );
    await app
      .http()
      .delete(`/api/admin/code-pools/${product.productCode}/codes/${unsold.body[0].id}`)
      .set(bearer(admin))
      .expect(204);
  });

  it('flags an order out of stock with a clear message when the pool is empty, and generates codes when allowed', async () => {
    const product = await makeProduct();
    const orderId = await placeOrder(product.productCode);
    await markPaid(orderId);
    await step(orderId, 'send-guide').expect(202);
    await settled(orderId);
    await step(orderId, 'activate').expect(202);
    const failed = await settled(orderId);
    expect(failed).toMatchObject({ status: 'processing', activationCode: null, shippedAt: null });
    // Short of codes, a paid order waits for stock (a backorder, filled on restock) rather than failing.
    expect(failed.autoDelivery.status).toBe('pending');
    expect(failed).toMatchObject({ bucket: 'backorder', waitingForStock: true });
    expect(failed.autoDelivery.failureReason).toContain(`No activation codes left for ${product.title}`);

    // The finished job does not swallow a new request: once allowed, the same step runs again.
    await app
      .http()
      .put(`/api/admin/code-pools/${product.productCode}`)
      .set(bearer(admin))
      .send({ allowGeneratedCodes: true })
      .expect(200);
    await step(orderId, 'activate').expect(202);
    const shipped = await eventually(() => detail(orderId), {
      until: (order) => order.status === 'shipped',
      timeoutMs: 20_000,
    });
    expect(shipped.activationCode).toMatch(/^ABC[A-Z0-9]{6}XYZ$/);
    expect(shipped.autoDelivery).toMatchObject({ status: 'delivered', failureReason: null });
  });

  it('gives 30 distinct codes to 30 of 50 concurrent activations and flags the other 20, none with two', async () => {
    const product = await makeProduct({ stock: 200 });
    const checkout = app.app.get(CheckoutService);
    const orderIds: string[] = [];
    for (let index = 0; index < 50; index += 1) {
      const order = await checkout.checkout(
        null,
        { buffer: tinyPng(), size: tinyPng().length, originalname: 'r.png', mimetype: 'image/png' } as never,
        JSON.stringify({
          items: [{ productCode: product.productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: `Buyer ${index}`, email: uniqueEmail('bulk'), whatsapp: '0123456789' },
        }),
      );
      orderIds.push(order.orderId);
    }
    await db.query(
      `UPDATE orders SET payment_status = 'paid', status = 'processing', installation_steps_sent = true WHERE order_id = ANY($1)`,
      [orderIds],
    );
    await addCodes(
      product.productCode,
      Array.from({ length: 30 }, (_, index) => `BULK-${index}-${product.productCode}`).join('\n'),
    );

    const answers = await Promise.all(orderIds.map((orderId) => step(orderId, 'activate')));
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    await eventually(
      () =>
        db.query<{ n: string }[]>(
          `SELECT COUNT(*) AS n FROM orders WHERE order_id = ANY($1) AND pending_step IS NOT NULL`,
          [orderIds],
        ),
      { until: (rows) => Number(rows[0].n) === 0, timeoutMs: 60_000 },
    );
    const codes = await db.query<{ order_id: string; code: string }[]>(
      `SELECT order_id, code FROM activation_codes WHERE product_code = $1 AND order_id IS NOT NULL`,
      [product.productCode],
    );
    expect(codes).toHaveLength(30);
    expect(new Set(codes.map((row) => row.code)).size).toBe(30);
    expect(new Set(codes.map((row) => row.order_id)).size).toBe(30);
    const states = await db.query<{ status: string; auto_delivery_status: string; n: string }[]>(
      `SELECT status, auto_delivery_status, COUNT(*) AS n FROM orders WHERE order_id = ANY($1) GROUP BY 1, 2`,
      [orderIds],
    );
    expect(
      Object.fromEntries(states.map((row) => [`${row.status}/${row.auto_delivery_status}`, Number(row.n)])),
    ).toEqual({
      'shipped/delivered': 30,
      // The other 20 wait for stock (backorders), none with a code.
      'processing/pending': 20,
    });
    const [waiting] = await db.query<{ n: string }[]>(
      `SELECT COUNT(*) AS n FROM orders WHERE order_id = ANY($1) AND backordered_at IS NOT NULL`,
      [orderIds],
    );
    expect(Number(waiting.n)).toBe(20);
  });

  it('does not assign a second code when the job is retried after its transaction committed', async () => {
    const product = await makeProduct();
    await addCodes(product.productCode, `RETRY-A-${product.productCode}\nRETRY-B-${product.productCode}`);
    const orderId = await placeOrder(product.productCode);
    await markPaid(orderId);
    await step(orderId, 'send-guide').expect(202);
    await settled(orderId);

    const fulfilment = app.app.get(FulfilmentService);
    const announce = fulfilment.announce.bind(fulfilment);
    let crashes = 0;
    const spy = jest.spyOn(fulfilment, 'announce').mockImplementation(async (result) => {
      if (result.orderId === orderId && result.step === 'activate' && crashes === 0) {
        crashes += 1;
        throw new Error('worker crashed after commit');
      }
      return announce(result);
    });
    try {
      const adminSocket = await connectSocket(app, admin);
      sockets.push(adminSocket);
      const results: FulfilmentResult[] = [];
      // Only the activation's result: the guide's may still be on its way when the socket connects.
      adminSocket.on('fulfilment:result', (result: FulfilmentResult) => {
        if (result.orderId === orderId && result.step === 'activate') results.push(result);
      });
      await step(orderId, 'activate').expect(202);
      await eventually(async () => results, { until: (list) => list.length > 0, timeoutMs: 20_000 });
      expect(crashes).toBe(1);
      expect(results[0]).toMatchObject({ ok: true, step: 'activate' });
    } finally {
      spy.mockRestore();
    }
    const codes = await db.query<{ code: string }[]>('SELECT code FROM activation_codes WHERE order_id = $1', [
      orderId,
    ]);
    expect(codes).toHaveLength(1);
    const order = await detail(orderId);
    expect(order).toMatchObject({ status: 'shipped', activationCode: codes[0].code });
    expect(order.timeline.filter((entry) => entry.action === 'activated')).toHaveLength(1);
  });

  it('rents an account, shows the credentials to the buyer, and frees it for a password change at expiry', async () => {
    const product = await makeRentalProduct();
    const created = await app
      .http()
      .post('/api/admin/rental-accounts')
      .set(bearer(admin))
      .send({
        productCode: product.productCode,
        gameName: 'GTA V',
        username: 'steam_user_1',
        password: 'hunter2!',
        loginToken: 'TOKEN-9',
      })
      .expect(201);
    expect(created.body).toMatchObject({ status: 'available', username: 'steam_user_1' });
    expect(created.body.password).toBeUndefined();
    const stored = await db.query<{ password: string }[]>('SELECT password FROM rental_accounts WHERE id = $1', [
      created.body.id,
    ]);
    expect(stored[0].password).not.toContain('hunter2');

    const orderId = await placeOrder(product.productCode, '3_hours');
    await markPaid(orderId);
    await step(orderId, 'send-guide').expect(202);
    await settled(orderId);
    await step(orderId, 'activate').expect(202);
    const shipped = await eventually(() => detail(orderId), {
      until: (order) => order.status === 'shipped',
      timeoutMs: 20_000,
    });
    expect(shipped.rental).toMatchObject({ accountId: created.body.id, gameName: 'GTA V', active: true });
    expect(new Date(shipped.rental!.expiresAt).getTime() - new Date(shipped.rental!.startsAt).getTime()).toBe(
      3 * 3_600_000,
    );
    const redeem = await app.http().get(`/api/orders/redeem/${orderId}`).expect(200);
    expect(redeem.body.rental).toMatchObject({
      username: 'steam_user_1',
      password: 'hunter2!',
      loginToken: 'TOKEN-9',
      active: true,
    });
    const guide = await app.http().get(`/api/orders/${orderId}/guide`).expect(200);
    expect(guide.body).toMatchObject({ kind: 'rental', chatKeyword: `GTA V ${product.productCode}` });
    const accounts = await app.http().get('/api/admin/rental-accounts').set(bearer(admin)).expect(200);
    expect(accounts.body.find((account: { id: string }) => account.id === created.body.id)).toMatchObject({
      status: 'rented',
      orderId,
    });
    await app.http().delete(`/api/admin/rental-accounts/${created.body.id}`).set(bearer(admin)).expect(409);

    // Expiry: the rental's end is due now; the delayed job runs.
    const [rental] = await db.query<{ id: string }[]>('SELECT id FROM rentals WHERE order_id = $1', [orderId]);
    await db.query(`UPDATE rentals SET expires_at = now() - interval '1 second' WHERE id = $1`, [rental.id]);
    const job = await app.app.get(JobsService).queue('maintenance').getJob(`end-rental.${rental.id}`);
    expect(job).toBeDefined();
    await job!.promote();
    const freed = await eventually(
      async () => (await app.http().get('/api/admin/rental-accounts').set(bearer(admin)).expect(200)).body,
      {
        until: (list: { id: string; status: string; orderId: string | null }[]) =>
          list.find((account) => account.id === created.body.id)?.status === 'needs-password-change',
        timeoutMs: 20_000,
      },
    );
    expect(freed.find((account) => account.id === created.body.id)?.orderId).toBeNull();
    const mails = await eventually(
      async () => (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200)).body,
      {
        until: (list: { subject: string }[]) => list.some((mail) => /rental of GTA V has ended/.test(mail.subject)),
        timeoutMs: 20_000,
      },
    );
    expect(mails.length).toBeGreaterThan(0);
    const after = await app.http().get(`/api/orders/redeem/${orderId}`).expect(200);
    expect(after.body.rental).toMatchObject({ active: false, password: '' });
    expect((await detail(orderId)).timeline.map((entry) => entry.action)).toContain('rental_ended');

    // A new password makes the account available again.
    const changed = await app
      .http()
      .put(`/api/admin/rental-accounts/${created.body.id}`)
      .set(bearer(admin))
      .send({ productCode: product.productCode, gameName: 'GTA V', username: 'steam_user_1', password: 'new-pass-2' })
      .expect(200);
    expect(changed.body.status).toBe('available');
  });

  it('flags a rental out of stock when no account is free', async () => {
    const product = await makeRentalProduct();
    const orderId = await placeOrder(product.productCode, '24_hours');
    await markPaid(orderId);
    await step(orderId, 'send-guide').expect(202);
    await settled(orderId);
    await step(orderId, 'activate').expect(202);
    const failed = await eventually(() => detail(orderId), {
      until: (order) => order.autoDelivery.status === 'failed',
      timeoutMs: 20_000,
    });
    expect(failed.autoDelivery.failureReason).toContain('No rental accounts available');
    expect(failed.status).toBe('processing');
  });

  it('cancels an unpaid order when its delayed job comes due and restores the stock once', async () => {
    const product = await makeProduct({ stock: 10 });
    const orderId = await placeOrder(product.productCode, undefined, 3);
    expect(await stockOf(product.id)).toBe(7);
    const job = await app.app.get(JobsService).queue('maintenance').getJob(`cancel-unpaid.${orderId}`);
    expect(job).toBeDefined();
    expect(job!.opts.delay).toBeGreaterThan(23 * 3_600_000);
    await db.query(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE order_id = $1`, [orderId]);
    await job!.promote();
    const cancelled = await eventually(() => detail(orderId), {
      until: (order) => order.status === 'cancelled',
      timeoutMs: 20_000,
    });
    expect(cancelled.timeline.map((entry) => entry.action)).toContain('cancelled_unpaid');
    expect(await stockOf(product.id)).toBe(10);
    // Setting cancelled again by hand does not give the stock back twice.
    await app
      .http()
      .put(`/api/admin/orders/${orderId}/status`)
      .set(bearer(admin))
      .send({ status: 'pending' })
      .expect(200);
    await app
      .http()
      .put(`/api/admin/orders/${orderId}/status`)
      .set(bearer(admin))
      .send({ status: 'cancelled' })
      .expect(200);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('restores stock when an admin cancels a paid order', async () => {
    const product = await makeProduct({ stock: 5 });
    const orderId = await placeOrder(product.productCode, undefined, 2);
    await markPaid(orderId);
    expect(await stockOf(product.id)).toBe(3);
    await app
      .http()
      .put(`/api/admin/orders/${orderId}/status`)
      .set(bearer(admin))
      .send({ status: 'cancelled' })
      .expect(200);
    expect(await stockOf(product.id)).toBe(5);
    const autoDelivery = await app.http().get('/api/admin/auto-delivery').set(bearer(admin)).expect(200);
    expect(autoDelivery.body.some((order: { orderId: string }) => order.orderId === orderId)).toBe(false);
  });
  it('sets a status once under concurrent requests: one timeline line, shippedAt the first time, delivered ends a backorder', async () => {
    const product = await makeProduct();
    const orderId = await placeOrder(product.productCode);
    await markPaid(orderId);
    expect((await detail(orderId)).backorderedAt).not.toBeNull(); // paid with an empty pool
    const put = (status: string) =>
      app.http().put(`/api/admin/orders/${orderId}/status`).set(bearer(admin)).send({ status }).expect(200);

    const shipped = await Promise.all([put('shipped'), put('shipped'), put('shipped')]);
    const shippedAt = shipped[0].body.shippedAt as string;
    expect(shippedAt).not.toBeNull();
    for (const answer of shipped) {
      expect(answer.body).toMatchObject({ status: 'shipped', shippedAt, backorderedAt: expect.any(String) });
    }
    const delivered = await put('delivered');
    expect(delivered.body).toMatchObject({ status: 'delivered', shippedAt, backorderedAt: null });
    expect((await put('delivered')).body).toEqual(delivered.body);

    const { timeline } = await detail(orderId);
    expect(timeline.filter((line) => line.action === 'status_changed')).toEqual([
      expect.objectContaining({
        actorType: 'admin',
        actorName: expect.any(String),
        details: { from: 'paid', to: 'shipped', stockRestored: false },
      }),
      expect.objectContaining({ details: { from: 'shipped', to: 'delivered', stockRestored: false } }),
    ]);
    await app.http().put('/api/admin/orders/NOPE12345/status').set(bearer(admin)).send({ status: 'paid' }).expect(404);
  });

  it('answers with an order view plain and a page of orders compressed (compression from 4 KiB)', async () => {
    const product = await makeProduct();
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i += 1) orderIds.push(await placeOrder(product.productCode));
    const one = await app
      .http()
      .put(`/api/admin/orders/${orderIds[0]}/status`)
      .set(bearer(admin))
      .set('Accept-Encoding', 'gzip')
      .send({ status: 'processing' })
      .expect(200);
    expect(one.headers['content-encoding']).toBeUndefined();
    expect(Number(one.headers['content-length'])).toBeLessThan(4096);
    const page = await app
      .http()
      .get('/api/admin/orders?limit=3')
      .set(bearer(admin))
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(JSON.stringify(page.body).length).toBeGreaterThanOrEqual(4096);
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('announces a status change with the very view the PUT answers and the order screen shows', async () => {
    const adminSocket = await connectSocket(app, admin);
    sockets.push(adminSocket);
    const first = await makeProduct();
    const second = await makeProduct();
    const game = await makeRentalProduct();
    await app
      .http()
      .post('/api/admin/rental-accounts')
      .set(bearer(admin))
      .send({ productCode: game.productCode, gameName: 'Forza', username: 'steam_view', password: 'view-pass-1' })
      .expect(201);
    const twoProducts = await placeTestOrder(app, [
      { productCode: first.productCode, quantity: 2 },
      { productCode: second.productCode, quantity: 1 },
    ]);
    const rented = await placeOrder(game.productCode, '3_hours');
    await markPaid(rented);
    await step(rented, 'send-guide').expect(202);
    await settled(rented);
    await step(rented, 'activate').expect(202);
    await eventually(() => detail(rented), {
      until: (order) => order.status === 'shipped' && order.rental !== null,
      timeoutMs: 20_000,
    });
    // And an order with activation codes: one line of quantity 2, two codes handed over.
    const coded = await makeProduct();
    await addCodes(coded.productCode, 'VIEW-CODE-1\nVIEW-CODE-2\nVIEW-CODE-3');
    const withCodes = await placeOrder(coded.productCode, undefined, 2);
    await markPaid(withCodes);
    await step(withCodes, 'send-guide').expect(202);
    await settled(withCodes);
    await step(withCodes, 'activate').expect(202);
    await eventually(() => detail(withCodes), {
      until: (order) => order.status === 'shipped' && order.pendingStep === null,
      timeoutMs: 20_000,
    });
    const changes: [string, 'processing' | 'delivered'][] = [
      [twoProducts, 'processing'],
      [rented, 'delivered'],
      [withCodes, 'delivered'],
    ];
    for (const [orderId, status] of changes) {
      // The order's e-mails settled first, so that the screen read afterwards has nothing new to show.
      await eventually(() => detail(orderId), {
        until: (order) => (order.emails ?? []).length > 0 && order.emails!.every((email) => email.status !== 'queued'),
        timeoutMs: 20_000,
      });
      const announced = new Promise<AdminOrderView>((resolve) => {
        const listener = (order: AdminOrderView) => {
          if (order.orderId !== orderId || order.status !== status) return;
          adminSocket.off('order:changed', listener);
          resolve(order);
        };
        adminSocket.on('order:changed', listener);
      });
      const answered = await app
        .http()
        .put(`/api/admin/orders/${orderId}/status`)
        .set(bearer(admin))
        .send({ status })
        .expect(200);
      const event = await announced;
      const { timeline, ...shown } = await detail(orderId);
      expect(event).toEqual(answered.body);
      expect(shown).toEqual(answered.body);
      expect(timeline.at(-1)).toMatchObject({ action: 'status_changed' });
    }
    const lines = (await detail(twoProducts)).items.map((item) => [item.productCode, item.quantity]);
    expect(lines.sort()).toEqual(
      [
        [first.productCode, 2],
        [second.productCode, 1],
      ].sort(),
    );
    expect((await detail(rented)).rental).toMatchObject({ gameName: 'Forza' });
    expect((await detail(withCodes)).autoDelivery.redeemCodes).toEqual([
      expect.objectContaining({ code: expect.stringMatching(/^VIEW-CODE-\d$/) }),
      expect.objectContaining({ code: expect.stringMatching(/^VIEW-CODE-\d$/) }),
    ]);
  });
});
