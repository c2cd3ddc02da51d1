import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { AckResponse, ChatJoined, ChatMessageView } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { bearer, connectSocket, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { nextEvent } from '../support/wait';

async function askOk<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return response.data;
}

const nextAutoReply = (socket: Socket) =>
  nextEvent<ChatMessageView>(socket, 'chat:message', {
    where: (message) => message.senderType === 'auto',
    timeoutMs: 8000,
  });

/** "Where is my order?" answered live (docs/product/chat.md#where-is-my-order). */
describe('chat: where is my order?', () => {
  let app: TestApp;
  let admin: string;
  let db: DataSource;
  let productCode: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    db = app.app.get(DataSource);
    await app
      .http()
      .put('/api/admin/chat/settings')
      .set(bearer(admin))
      .send({ autoReplyEnabled: true, responseDelaySeconds: 1 })
      .expect(200);
    productCode = `W${randomUUID().slice(0, 7).toUpperCase()}`;
    await app.app.get(ProductsService).create({
      productCode,
      title: `Where Cam ${productCode}`,
      price: 9,
      category: 'Apps (Camera & Filters)',
      stock: 20,
    });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  /** A signed-in customer's order, paid by receipt (waiting for review), and their chat (not opened from it). */
  async function customerWithOrder(name: string) {
    const customer = await registerUser(app, name);
    const placed = await app
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name, email: customer.email, whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    const socket = await connectSocket(app, customer.token);
    sockets.push(socket);
    const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: name });
    return { customer, orderId: placed.body.orderId as string, socket, sessionId: joined.session.sessionId };
  }
  const send = (socket: Socket, sessionId: string, message: string, language?: string) =>
    askOk(socket, 'chat:send', { sessionId, clientId: randomUUID(), message, ...(language && { language }) });

  it('tells a customer whose receipt waits for review that staff are checking it, within the delay', async () => {
    const { customer, orderId, socket, sessionId } = await customerWithOrder('Aina');
    const reply = nextAutoReply(socket);
    const started = Date.now();
    await send(socket, sessionId, `where is my code ${orderId.toLowerCase()}`);
    const answer = await reply;
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(answer.message).toMatch(
      new RegExp(`^We received your receipt for order ${orderId} on .+ and our staff are checking it\\.`),
    );
    expect(answer.message).toContain(`E-mails about it go to ${customer.email[0]}***@example.com.`);
    expect(answer.message).toContain('A support agent can still help you here');
    // The conversation stays open for an agent.
    const [session] = await db.query<{ status: string }[]>('SELECT status FROM chat_sessions WHERE id = $1', [
      sessionId,
    ]);
    expect(session?.status).not.toBe('ended');
  });

  it('answers "where is my code?" without an id with the newest order, and follows its state when sent', async () => {
    const { orderId, socket, sessionId } = await customerWithOrder('Badrul');
    await db.query(
      `UPDATE orders SET payment_status = 'paid', status = 'shipped', shipped_at = now() WHERE order_id = $1`,
      [orderId],
    );
    await db.query(`UPDATE orders SET activation_code = 'SECRET-CODE-1' WHERE order_id = $1`, [orderId]);
    const reply = nextAutoReply(socket);
    await send(socket, sessionId, 'Hi, I still have not received, where is my code?');
    const answer = await reply;
    expect(answer.message).toMatch(new RegExp(`^Order ${orderId} was delivered on .+\\. You can see it any time`));
    expect(answer.message).toContain(`/redeem/${orderId}`);
    expect(answer.message).not.toContain('SECRET-CODE-1');
  });

  it('says nothing about another customer’s order named in the chat', async () => {
    const other = await customerWithOrder('Chong');
    const { socket, sessionId } = await customerWithOrder('Dewi');
    const reply = nextAutoReply(socket);
    await send(socket, sessionId, `where is my order ${other.orderId}`);
    // The usual rules answer (the seeded "Order Status" rule), and nothing of that order is said.
    const answer = await reply;
    expect(answer.message).not.toContain(other.orderId);
    expect(answer.message).not.toMatch(/receipt|staff are checking/i);
  });

  it('answers in Malay for a customer writing in Malay', async () => {
    const { orderId, socket, sessionId } = await customerWithOrder('Farid');
    await db.query(
      `UPDATE orders SET payment_status = 'paid', status = 'paid', backordered_at = now() WHERE order_id = $1`,
      [orderId],
    );
    const reply = nextAutoReply(socket);
    await send(socket, sessionId, `kod ${orderId} belum terima`, 'ms');
    expect((await reply).message).toMatch(
      new RegExp(`^Kami telah menerima bayaran anda untuk pesanan ${orderId}\\. Kodnya sedang diisi semula`),
    );
  });
});
