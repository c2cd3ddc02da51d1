import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { AdminOrderView, OutboundEmailView, ReceiptReviewList } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPdf, tinyPng } from '../support/files';
import {
  addAgent,
  bearer,
  connectSocket,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';
import { eventually } from '../support/wait';

/** The receipt review queue (issue 17): verify, reject with a reason, duplicates, who may use it. */
describe('receipt review queue', () => {
  let app: TestApp;
  let admin: string;
  let productCode: string;
  let productTitle: string;
  let colour = 0;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    productTitle = `Receipt cam ${randomUUID().slice(0, 6)}`;
    productCode = `RR-${randomUUID().slice(0, 6).toUpperCase()}`;
    await app.app.get(ProductsService).create({
      productCode,
      title: productTitle,
      price: 12.5,
      category: 'Apps (Camera & Filters)',
      stock: 100,
      options: [],
    });
  });
  afterAll(() => app.close());

  /** A distinct PNG each call (a new colour), unless one is given. */
  const receipt = (png?: Buffer) => {
    colour += 1;
    return png ?? tinyPng(8, 8, [colour % 256, Math.floor(colour / 256), 7]);
  };

  async function placeOrder(file?: Buffer, quantity = 2) {
    const email = uniqueEmail('payer');
    const response = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode, quantity }],
          privacyConsent: true,
          customerInfo: { name: 'Nurul Payer', email, whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', receipt(file), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    return { orderId: response.body.orderId as string, email };
  }

  const queue = (query: string, token = admin) =>
    app.http().get(`/api/admin/receipts?${query}`).set(bearer(token)).expect(200) as Promise<{
      body: ReceiptReviewList;
    }>;

  const mailsTo = async (email: string) =>
    (
      await app
        .http()
        .get(`/api/admin/outbox?search=${encodeURIComponent(email)}`)
        .set(bearer(admin))
        .expect(200)
    ).body as OutboundEmailView[];

  it('lists waiting receipts oldest first with the amount expected, and finds them by product, e-mail and status', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const pending = (await queue('status=pending&limit=200')).body;
    const ids = pending.receipts.map((row) => row.orderId);
    expect(ids.indexOf(first.orderId)).toBeLessThan(ids.indexOf(second.orderId));
    expect(pending.receipts.find((row) => row.orderId === first.orderId)).toMatchObject({
      customerName: 'Nurul Payer',
      customerEmail: first.email,
      products: [productTitle],
      amountExpected: 25,
      paymentMethod: 'touchNGo',
      review: 'pending',
      mimeType: 'image/png',
      duplicateOf: [],
    });
    expect(pending.stats.pending).toBeGreaterThanOrEqual(2);
    expect(pending.stats.total).toBe(pending.stats.pending + pending.stats.verified + pending.stats.rejected);

    const byProduct = (await queue(`search=${encodeURIComponent(productTitle.toUpperCase())}`)).body;
    expect(byProduct.receipts.map((row) => row.orderId)).toEqual(
      expect.arrayContaining([first.orderId, second.orderId]),
    );
    const byEmail = (await queue(`search=${encodeURIComponent(second.email)}`)).body;
    expect(byEmail.receipts.map((row) => row.orderId)).toEqual([second.orderId]);
    const verifiedOnly = (await queue(`status=verified&search=${encodeURIComponent(second.email)}`)).body;
    expect(verifiedOnly.receipts).toEqual([]);
    const bad = await app.http().get('/api/admin/receipts?status=lost').set(bearer(admin)).expect(400);
    expect(bad.body.message).toBe('status must be all or one of pending, verified, rejected');
  });

  it('Verify confirms the payment (the guide then runs by itself: automatic confirmation), tells the customer and e-mails them; twice is refused', async () => {
    const { orderId, email } = await placeOrder();
    const verified = await app.http().post(`/api/admin/receipts/${orderId}/verify`).set(bearer(admin)).expect(200);
    expect(verified.body as AdminOrderView).toMatchObject({ orderId, paymentStatus: 'paid', status: 'paid' });

    const again = await app.http().post(`/api/admin/receipts/${orderId}/verify`).set(bearer(admin)).expect(409);
    expect(again.body.message).toBe('This receipt has already been verified.');

    const row = (await queue(`status=verified&search=${orderId}`)).body.receipts[0];
    expect(row).toMatchObject({ orderId, review: 'verified', reviewedBy: expect.any(String) });

    const guest = await app.http().get(`/api/orders/redeem/${orderId}`).expect(200);
    expect(guest.body.receiptReview).toMatchObject({ status: 'verified', rejectionReason: null, canReplace: false });

    const mail = (await mailsTo(email)).find((one) => one.subject === `Payment confirmed for order ${orderId}`);
    expect(mail?.textBody).toContain('RM25.00');
    expect(mail?.textBody).toMatch(new RegExp(`https?://[^\\s]+/redeem/${orderId}`));

    // Settings' automatic order confirmation is on by default: the guide step runs as a job, with no GUIDE click.
    await eventually(
      async () => (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body,
      {
        until: (detail: { installationStepsSent: boolean }) => detail.installationStepsSent === true,
        timeoutMs: 20_000,
      },
    );
    const guide = await app.http().post(`/api/admin/orders/${orderId}/send-guide`).set(bearer(admin)).expect(409);
    expect(guide.body.message).toBe('Basic installation guide has already been sent to this customer!');
    const rejectPaid = await app
      .http()
      .post(`/api/admin/receipts/${orderId}/reject`)
      .set(bearer(admin))
      .send({ reason: 'too late' })
      .expect(409);
    expect(rejectPaid.body.message).toBe(
      'The payment for this order is already confirmed, so its receipt cannot be rejected.',
    );
  });

  it('Reject needs a reason, which the customer reads on the Activation Center and in an e-mail with an upload link', async () => {
    const { orderId, email } = await placeOrder();
    const empty = await app
      .http()
      .post(`/api/admin/receipts/${orderId}/reject`)
      .set(bearer(admin))
      .send({ reason: '   ' })
      .expect(400);
    expect(empty.body.message).toBe('Please write why the receipt is rejected; the customer will read it.');

    const reason = 'The receipt shows RM5.00, but the order total is RM25.00.';
    const rejected = await app
      .http()
      .post(`/api/admin/receipts/${orderId}/reject`)
      .set(bearer(admin))
      .send({ reason })
      .expect(200);
    expect(rejected.body).toMatchObject({ orderId, paymentStatus: 'pending', status: 'pending' });

    const guest = await app.http().get(`/api/orders/redeem/${orderId}`).expect(200);
    expect(guest.body.receiptReview).toMatchObject({ status: 'rejected', rejectionReason: reason, canReplace: true });

    const mail = (await mailsTo(email)).find((one) => one.subject.includes('upload a new payment receipt'));
    expect(mail?.textBody).toContain(`Reason: ${reason}`);
    expect(mail?.textBody).toMatch(new RegExp(`https?://[^\\s]+/upload-receipt\\?orderId=${orderId}`));

    // The customer uploads a new receipt: back in the queue, the old reason gone.
    await app
      .http()
      .post('/api/orders/confirm-payment')
      .field('orderData', JSON.stringify({ orderId }))
      .attach('receipt', tinyPdf(), { filename: 'better.pdf', contentType: 'application/pdf' })
      .expect(200);
    const after = await app.http().get(`/api/orders/redeem/${orderId}`).expect(200);
    expect(after.body.receiptReview).toMatchObject({ status: 'pending', rejectionReason: null, canReplace: true });
    const row = (await queue(`status=pending&search=${orderId}`)).body.receipts[0];
    expect(row).toMatchObject({ orderId, review: 'pending', mimeType: 'application/pdf', rejectionReason: null });
  });

  it('flags a receipt file already used for another order', async () => {
    const shared = tinyPng(9, 9, [201, 13, 77]);
    const first = await placeOrder(shared);
    const second = await placeOrder(Buffer.from(shared));
    const other = await placeOrder();
    const rows = (await queue(`search=Nurul&limit=200`)).body.receipts;
    const of = (orderId: string) => rows.find((row) => row.orderId === orderId)?.duplicateOf;
    expect(of(first.orderId)).toEqual([second.orderId]);
    expect(of(second.orderId)).toEqual([first.orderId]);
    expect(of(other.orderId)).toEqual([]);
  });

  it('records the amount read on the receipt and flags a mismatch with the amount expected; a new upload clears it', async () => {
    const { orderId } = await placeOrder();
    const put = (amount: unknown) =>
      app.http().put(`/api/admin/receipts/${orderId}/amount`).set(bearer(admin)).send({ amount });
    const bad = await put('12,50abc').expect(400);
    expect(bad.body.message).toBe('Enter the amount shown on the receipt in RM, e.g. 25.00 (or leave it empty).');
    await put('RM 5.00').expect(200);
    const row = async () => (await queue(`search=${orderId}`)).body.receipts[0];
    expect(await row()).toMatchObject({ amountExpected: 25, amountRead: 5, amountMismatch: true, uploadedLate: false });
    await put('25').expect(200);
    expect(await row()).toMatchObject({ amountRead: 25, amountMismatch: false });
    await app
      .http()
      .post('/api/orders/confirm-payment')
      .field('orderData', JSON.stringify({ orderId }))
      .attach('receipt', receipt(), { filename: 'new.png', contentType: 'image/png' })
      .expect(200);
    expect(await row()).toMatchObject({ amountRead: null, amountMismatch: false, review: 'pending' });
  });

  it('tells every reviewer live when a receipt is uploaded', async () => {
    const { orderId } = await placeOrder();
    const socket: Socket = await connectSocket(app, admin);
    try {
      // Other orders' announcements (e.g. their e-mails going out) may come first: wait for this one's upload.
      const announced = new Promise<AdminOrderView>((resolve) => {
        socket.on('order:changed', (view: AdminOrderView) => {
          if (view.orderId === orderId && view.paymentReceipt?.originalName === 'again.png') resolve(view);
        });
      });
      await app
        .http()
        .post('/api/orders/confirm-payment')
        .field('orderData', JSON.stringify({ orderId }))
        .attach('receipt', receipt(), { filename: 'again.png', contentType: 'image/png' })
        .expect(200);
      const view = await announced;
      expect(view).toMatchObject({ orderId, paymentReceipt: expect.objectContaining({ originalName: 'again.png' }) });
    } finally {
      socket.close();
    }
  });

  it('is open to agents, not to customers, and says so for an unknown order', async () => {
    const agent = (await addAgent(app, admin, 'Desk Agent')).token;
    const { orderId } = await placeOrder();
    await queue('status=pending', agent);
    await app.http().post(`/api/admin/receipts/${orderId}/verify`).set(bearer(agent)).expect(200);

    const customer = await registerUser(app);
    await app.http().get('/api/admin/receipts').set(bearer(customer.token)).expect(403);
    await app.http().post(`/api/admin/receipts/${orderId}/verify`).set(bearer(customer.token)).expect(403);
    const missing = await app.http().post('/api/admin/receipts/2601010000ZZZZZ/verify').set(bearer(admin)).expect(404);
    expect(missing.body.message).toBe('Order not found');
  });
});
