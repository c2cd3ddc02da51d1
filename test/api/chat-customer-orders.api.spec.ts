import type { ChatCustomerOrders } from '@kedai/contracts';
import { tinyPng } from '../support/files';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

/**
 * The customer's orders beside the chat (issue: a support team's shift): found by the signed-in account and by
 * the e-mails and order ids written in the chat; and the Orders screen's "Open chat" lookup.
 */
describe("a chat customer's orders", () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  async function order(email: string, token?: string): Promise<string> {
    const request = app.http().post('/api/orders');
    if (token) request.set(bearer(token));
    const response = await request
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'DZ', quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: 'Sidebar Buyer', email, whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    return response.body.orderId as string;
  }

  const say = (token: string, message: string, extra: Record<string, string> = {}) =>
    app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(token))
      .send({ message, ...extra })
      .expect(201);

  it("lists the account's orders, then those whose e-mail or order id the customer writes", async () => {
    const customer = await registerUser(app, 'Sidebar Customer');
    const own = await order(customer.email, customer.token);
    const otherEmail = uniqueEmail('other');
    const byEmail = await order(otherEmail);
    const byId = await order(uniqueEmail('third'));
    const unrelated = await order(uniqueEmail('stranger'));

    const first = await say(customer.token, 'Hello, my code does not work');
    const sessionId = first.body.session.id as string;
    const ordersOf = async () =>
      (await app.http().get(`/api/admin/chat/sessions/${sessionId}/orders`).set(bearer(admin)).expect(200))
        .body as ChatCustomerOrders;

    const before = await ordersOf();
    expect(before.orders.map((entry) => [entry.order.orderId, entry.matchedBy])).toEqual([[own, 'account']]);
    expect(before.orders[0].order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      totalAmount: expect.any(Number),
    });
    expect(before.orders[0].order.paymentReceipt).not.toBeNull();

    await say(customer.token, `I also paid with ${otherEmail.toUpperCase()} and order ${byId.toLowerCase()}`);
    const after = await ordersOf();
    const found = Object.fromEntries(after.orders.map((entry) => [entry.order.orderId, entry.matchedBy]));
    expect(found).toEqual({ [own]: 'account', [byEmail]: 'email', [byId]: 'order-id' });
    expect(found[unrelated]).toBeUndefined();
    // Newest first.
    expect(after.orders.map((entry) => entry.order.orderId)).toEqual([byId, byEmail, own]);
    expect(after.lookedUp.orderIds).toEqual([byId]);

    // The Orders screen's "Open chat": an order of the account, and one a guest's chat was opened from.
    const guest = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const guestChat = await say(guest.body.token, 'About this order', { orderId: unrelated });
    const chats = await app
      .http()
      .get(`/api/admin/chat/order-chats?orderIds=${own},${unrelated},${byEmail},NOPE`)
      .set(bearer(admin))
      .expect(200);
    expect(chats.body.chats).toEqual({ [own]: sessionId, [unrelated]: guestChat.body.session.id });
  });

  it('answers a session that does not exist with 404 and too many order ids with 400', async () => {
    const missing = await app
      .http()
      .get('/api/admin/chat/sessions/2d4b4bd4-3f5c-4b1e-9d7a-6c0a1e2f3a4b/orders')
      .set(bearer(admin))
      .expect(404);
    expect(missing.body.code).toBe('chat_session_not_found');
    const ids = Array.from({ length: 101 }, (_, i) => `ID${i}`).join(',');
    const tooMany = await app.http().get(`/api/admin/chat/order-chats?orderIds=${ids}`).set(bearer(admin)).expect(400);
    expect(tooMany.body.message).toBe('At most 100 order ids at once');
    const customer = await registerUser(app);
    await app.http().get('/api/admin/chat/order-chats?orderIds=X').set(bearer(customer.token)).expect(403);
  });
});
