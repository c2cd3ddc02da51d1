import type { AckResponse } from '@kedai/contracts';
import { bearer, connectSocket, loginAdmin, startTestApp, TestApp } from '../support/test-app';

/** A quick reply's placeholder left unfilled never reaches a customer (docs/product/chat.md#quick-replies). */
describe('agent messages with a placeholder left in', () => {
  let app: TestApp;
  let admin: string;
  let sessionId: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(visitor.body.token))
      .send({ customerName: 'Siti', message: 'hello' })
      .expect(201);
    sessionId = sent.body.session.id;
  });
  afterAll(() => app.close());

  const history = async () =>
    (await app.http().get(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(admin)).expect(200)).body
      .messages as { message: string }[];

  it('are refused over REST and the socket, with the placeholder named, and nothing is stored', async () => {
    const refused = await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(admin))
      .send({ message: 'Your order {order_id} is ready' })
      .expect(400);
    expect(refused.body).toMatchObject({
      code: 'reply_variable_unfilled',
      message: 'Replace {order_id} with its value before sending: the customer would read it as it is.',
    });
    const socket = await connectSocket(app, admin);
    try {
      const answer = (await socket.timeout(5000).emitWithAck('agent:send', {
        sessionId,
        message: 'Hi {customer_name}!',
      })) as AckResponse<unknown>;
      expect(answer).toMatchObject({ ok: false, error: { code: 'reply_variable_unfilled' } });
    } finally {
      socket.close();
    }
    expect((await history()).map((message) => message.message)).toEqual(['hello']);
  });

  it('lets other braces through: only the four variables are placeholders', async () => {
    await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(admin))
      .send({ message: 'Type {your code} exactly as shown' })
      .expect(201);
    expect((await history()).map((message) => message.message)).toContain('Type {your code} exactly as shown');
  });
});
