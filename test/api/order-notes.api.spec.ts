import { randomUUID } from 'node:crypto';
import type { AdminOrderDetail, ReceiptReviewList } from '@kedai/contracts';
import { tinyPng } from '../support/files';
import { markTestOrderPaid } from '../support/orders';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

jest.setTimeout(60_000);

/**
 * Notes on an order (docs/product/admin.md#order-details, #receipt-review): staff's internal note, the customer's
 * note with the receipt, the reviewer's note on the receipt. The staff notes never reach a customer.
 */
describe('order notes API', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const placeOrder = async (token?: string) => {
    const email = uniqueEmail('notes');
    const req = app.http().post('/api/orders');
    if (token) void req.set(bearer(token));
    const response = await req
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'DZ', quantity: 2 }],
          privacyConsent: true,
          customerInfo: { name: 'Mei Ling', email, whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    return { orderId: response.body.orderId as string, watchToken: response.body.watchToken as string, email };
  };
  const detail = async (orderId: string) =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body as AdminOrderDetail;

  it('keeps an internal note on the order and its timeline, and out of every customer view and e-mail', async () => {
    const customer = await registerUser(app);
    const { orderId, watchToken } = await placeOrder(customer.token);
    const note = `Called the customer, refund if no stock ${randomUUID().slice(0, 8)}`;
    const saved = await app
      .http()
      .put(`/api/admin/orders/${orderId}/note`)
      .set(bearer(admin))
      .send({ note: `  ${note}  ` })
      .expect(200);
    expect(saved.body.internalNote).toBe(note);
    const order = await detail(orderId);
    expect(order.internalNote).toBe(note);
    expect(order.timeline.find((entry) => entry.action === 'note_added')).toMatchObject({
      actorType: 'admin',
      details: { note },
    });

    // Paid, so the e-mails of a paid order are written too.
    await markTestOrderPaid(app, admin, orderId).expect(200);
    const customerViews = [
      await app.http().get(`/api/orders/redeem/${orderId}`),
      await app.http().get(`/api/me/orders`).set(bearer(customer.token)),
      await app.http().get(`/api/me/orders/${orderId}`).set(bearer(customer.token)),
      await app.http().get(`/api/orders/${orderId}/receipt`).query({ token: watchToken }),
    ];
    for (const view of customerViews) {
      expect(view.status).toBe(200);
      expect(JSON.stringify(view.body)).not.toContain(note);
      expect(JSON.stringify(view.body)).not.toContain('internalNote');
    }
    const mails = await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200);
    expect((mails.body as unknown[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(mails.body)).not.toContain(note);

    // Cleared by an empty note.
    await app.http().put(`/api/admin/orders/${orderId}/note`).set(bearer(admin)).send({ note: '' }).expect(200);
    expect((await detail(orderId)).internalNote).toBeNull();
  });

  it('refuses a note that is too long or not text with a 400, and a customer with a 403', async () => {
    const { orderId } = await placeOrder();
    const long = await app
      .http()
      .put(`/api/admin/orders/${orderId}/note`)
      .set(bearer(admin))
      .send({ note: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The note can be at most 2000 characters');
    const notText = await app.http().put(`/api/admin/orders/${orderId}/note`).set(bearer(admin)).send({ note: 5 });
    expect(notText.status).toBe(400);
    expect((await detail(orderId)).internalNote).toBeNull();
    const customer = await registerUser(app);
    await app
      .http()
      .put(`/api/admin/orders/${orderId}/note`)
      .set(bearer(customer.token))
      .send({ note: 'mine' })
      .expect(403);
  });

  it("shows the customer's receipt note and the reviewer's note in the review queue, never to the customer", async () => {
    const { orderId } = await placeOrder();
    const customerNote = 'Paid from my sister’s Maybank account';
    await app
      .http()
      .post('/api/orders/confirm-payment')
      .field('orderData', JSON.stringify({ orderId, note: customerNote }))
      .attach('receipt', tinyPng(9, 9, [10, 200, 30]), { filename: 'again.png', contentType: 'image/png' })
      .expect((response) => expect(response.status).toBeLessThan(300));
    const adminNote = `Name differs from the order, sister confirmed on WhatsApp ${randomUUID().slice(0, 6)}`;
    await app
      .http()
      .put(`/api/admin/receipts/${orderId}/note`)
      .set(bearer(admin))
      .send({ note: adminNote })
      .expect(200);

    const queue = await app.http().get('/api/admin/receipts').query({ search: orderId }).set(bearer(admin)).expect(200);
    const row = (queue.body as ReceiptReviewList).receipts.find((receipt) => receipt.orderId === orderId);
    expect(row).toMatchObject({ customerNote, adminNote });
    expect((await detail(orderId)).paymentReceipt).toMatchObject({ customerNote, adminNote });

    const redeem = await app.http().get(`/api/orders/redeem/${orderId}`).expect(200);
    expect(JSON.stringify(redeem.body)).not.toContain(adminNote);
  });
});
