import { DataSource } from 'typeorm';
import { MailService } from '../../backend/src/core/mail/mail.service';
import { tinyPng } from '../support/files';
import { bearer, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually, keepsHolding } from '../support/wait';

/** Guest lookups: by full order id, by e-mail with and without the one-time-code proof, and their rate limit. */
describe('orders API: guest lookup', () => {
  let app: TestApp;
  let db: DataSource;
  let mail: MailService;
  // This file's app keeps the shop's default limit (the run's others have it raised; they share 127.0.0.1).
  const savedLimit = process.env.ORDER_LOOKUPS_PER_MINUTE;
  beforeAll(async () => {
    // Room for every lookup the tests above make within one minute (the faster harness fits them all in one);
    // the last test still runs into the limit.
    process.env.ORDER_LOOKUPS_PER_MINUTE = '60';
    app = await startTestApp();
    db = app.app.get(DataSource);
    mail = app.app.get(MailService);
  });
  afterAll(async () => {
    process.env.ORDER_LOOKUPS_PER_MINUTE = savedLimit;
    await app.close();
  });

  const buy = async (email: string, productCode = 'DZ', option = 'lifetime') =>
    (
      await app
        .http()
        .post('/api/orders')
        .field(
          'orderData',
          JSON.stringify({
            items: [{ productCode, quantity: 1, option }],
            privacyConsent: true,
            customerInfo: { name: 'Mei Ling', email, whatsapp: '0123456789' },
          }),
        )
        .attach('receipt', tinyPng(), 'receipt.png')
        .expect(201)
    ).body as { orderId: string; totalAmount: number };

  async function readCode(email: string): Promise<string> {
    return eventually(
      async () => {
        const [message] = await mail.list({ relatedId: email });
        return (message && /\b(\d{6})\b/.exec(message.textBody)?.[1]) || '';
      },
      { timeoutMs: 5000, what: `a code mailed to ${email}` },
    );
  }

  it('shows an order to whoever holds its full id, with codes once an activation code is set', async () => {
    const email = uniqueEmail('guest');
    const order = await buy(email);
    const before = await app.http().get(`/api/orders/redeem/${order.orderId}`).expect(200);
    expect(before.body).toEqual({
      orderId: order.orderId,
      createdAt: expect.any(String),
      userName: 'Mei Ling',
      status: 'pending',
      items: [{ name: expect.stringContaining('Dazz'), productCode: 'DZ', quantity: 1 }],
      autoDelivery: { redeemCodes: [] },
      waitingForStock: false,
      receiptReview: { status: 'pending', rejectionReason: null, reviewedAt: null, canReplace: true },
      rental: null,
      rentals: [],
      watchToken: expect.any(String),
    });

    await db.query(`UPDATE orders SET activation_code = 'DZ-ABCD-1234', status = 'delivered' WHERE order_id = $1`, [
      order.orderId,
    ]);
    const after = await app.http().get(`/api/orders/redeem/${order.orderId.toLowerCase()}`).expect(200);
    expect(after.body.autoDelivery.redeemCodes).toEqual([
      { code: 'DZ-ABCD-1234', productCode: 'DZ', instructions: expect.stringContaining('Redeem Gift Card or Code') },
    ]);

    const missing = await app.http().get('/api/orders/redeem/2501010000QQQQQ').expect(404);
    expect(missing.body.message).toBe('Order not found or unable to retrieve activation information');
  });

  it('shows only totals, product types and masked ids for an unproved e-mail, and the full list after the code', async () => {
    const email = uniqueEmail('history');
    const first = await buy(email, 'DZ');
    const second = await buy(email, 'VS');
    await db.query(`UPDATE orders SET activation_code = 'VS-CODE-9' WHERE order_id = $1`, [second.orderId]);

    const masked = await app
      .http()
      .get(`/api/orders/customer/${encodeURIComponent(email)}`)
      .expect(200);
    // Totals and product types only: no order times, statuses or id fragments, each of which narrows an id.
    expect(masked.body).toEqual({
      verified: false,
      email,
      totalOrders: 2,
      activatedProducts: 1,
      productTypes: ['Apps (Camera & Filters)'],
    });
    const text = JSON.stringify(masked.body);
    for (const order of [first, second]) expect(text).not.toContain(order.orderId.slice(0, 6));

    await app.http().post('/api/orders/customer/verify').send({ email: email.toUpperCase() }).expect(200);
    const code = await readCode(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await app
      .http()
      .post('/api/orders/customer/verify/confirm')
      .send({ email, code: wrongCode })
      .expect(400);
    expect(wrong.body.message).toBe('That code is not right or has expired. Please try again.');
    const proof = await app.http().post('/api/orders/customer/verify/confirm').send({ email, code }).expect(200);
    expect(proof.body.token).toEqual(expect.any(String));
    // A code works once.
    await app.http().post('/api/orders/customer/verify/confirm').send({ email, code }).expect(400);

    const full = await app
      .http()
      .get(`/api/orders/customer/${encodeURIComponent(email)}`)
      .set('X-Email-Proof', proof.body.token)
      .expect(200);
    expect(full.body).toMatchObject({ verified: true, email, totalOrders: 2 });
    expect(full.body.orders).toEqual([
      {
        orderId: second.orderId,
        status: 'pending',
        createdAt: expect.any(String),
        shippedAt: null,
        totalAmount: second.totalAmount,
        productTypes: ['Apps (Camera & Filters)'],
        hasActivationCode: true,
        hasRedeemCodes: true,
        waitingForStock: false,
      },
      expect.objectContaining({ orderId: first.orderId, hasActivationCode: false, hasRedeemCodes: false }),
    ]);

    // The proof is for that address only.
    const other = uniqueEmail('other');
    await buy(other);
    const notMine = await app
      .http()
      .get(`/api/orders/customer/${encodeURIComponent(other)}`)
      .set('X-Email-Proof', proof.body.token)
      .expect(200);
    expect(notMine.body.verified).toBe(false);
    const forged = await app
      .http()
      .get(`/api/orders/customer/${encodeURIComponent(email)}`)
      .set('X-Email-Proof', `${proof.body.token}x`)
      .expect(200);
    expect(forged.body.verified).toBe(false);
  });

  it('stops guessing after 5 wrong codes', async () => {
    const email = uniqueEmail('guess');
    await buy(email);
    await app.http().post('/api/orders/customer/verify').send({ email }).expect(200);
    const code = await readCode(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await app.http().post('/api/orders/customer/verify/confirm').send({ email, code: wrongCode }).expect(400);
    }
    const blocked = await app.http().post('/api/orders/customer/verify/confirm').send({ email, code }).expect(429);
    expect(blocked.body.message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('says so when an address has no orders, and sends no code to it', async () => {
    const email = uniqueEmail('nobody');
    const response = await app
      .http()
      .get(`/api/orders/customer/${encodeURIComponent(email)}`)
      .expect(404);
    expect(response.body.message).toBe('No orders found for this email address');
    await app.http().post('/api/orders/customer/verify').send({ email }).expect(200);
    // No code for an address without orders: nothing to wait for, so a moment of nothing is the proof.
    await keepsHolding(async () => expect(await mail.list({ relatedId: email })).toEqual([]), { forMs: 300 });
  });

  it('lets an admin replace the checkout QR image', async () => {
    const admin = await loginAdmin(app);
    const image = tinyPng(16, 16, [200, 10, 10]);
    await app.http().put('/api/admin/payment/qr').set(bearer(admin)).attach('image', image, 'qr.png').expect(200);
    const served = await app.http().get('/api/payment/qr').buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, image)).toBe(0);
    const bad = await app
      .http()
      .put('/api/admin/payment/qr')
      .set(bearer(admin))
      .attach('image', Buffer.from('<svg/>'), 'qr.png')
      .expect(415);
    expect(bad.body.message).toBe('Please upload the QR code as a JPEG or PNG image.');
  });

  // Last: it uses up this address's lookups for the minute.
  it('rate-limits lookups per address', async () => {
    let limited: { status: number; body: { message: string } } | undefined;
    for (let i = 0; i < 70 && !limited; i += 1) {
      const response = await app.http().get('/api/orders/redeem/2501010000QQQQQ');
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(404);
    }
    expect(limited?.body.message).toBe('Too many lookups. Please wait a minute and try again.');
  });
});
