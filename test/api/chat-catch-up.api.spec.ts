import type { AgentChatMessageView } from '@kedai/contracts';
import { addAgent, bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

/**
 * After a reconnect an agent's screen asks for the customers' messages it missed (GET /api/admin/chat/messages)
 * and alerts for them as if they had come live (docs/realtime.md, "Catch-up after a reconnect").
 */
describe('what an agent missed while their socket was away', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const visitor = async () => (await app.http().post('/api/auth/visitor').send({}).expect(200)).body.token as string;
  const send = async (token: string, message: string) =>
    (
      await app
        .http()
        .post('/api/chat/send-message')
        .set(bearer(token))
        .send({ customerName: 'Away Test', message })
        .expect(201)
    ).body as { chatMessage: { id: string; createdAt: string }; session: { id: string } };
  const missed = async (query: Record<string, string>, token = admin) =>
    (await app.http().get('/api/admin/chat/messages').query(query).set(bearer(token)).expect(200)).body
      .messages as AgentChatMessageView[];

  it('gives the customers’ messages after the newest one seen, oldest first, each with its conversation', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const seen = await send(alice, 'seen before the drop');
    const first = await send(bob, 'missed one');
    // An agent's answer is not something to alert for.
    await app
      .http()
      .post(`/api/admin/chat/sessions/${first.session.id}/messages`)
      .set(bearer(admin))
      .send({ message: 'an agent answered' })
      .expect(201);
    const second = await send(alice, 'missed two');

    const after = await missed({ after: seen.chatMessage.id });
    const ours = after.filter((message) => [first.session.id, seen.session.id].includes(message.sessionId));
    expect(ours.map((message) => message.message)).toEqual(['missed one', 'missed two']);
    expect(ours.every((message) => message.senderType === 'customer')).toBe(true);
    expect(ours[0]?.session).toMatchObject({ id: first.session.id, customerName: 'Away Test' });
    expect(ours[1]?.id).toBe(second.chatMessage.id);
    // Nothing after the newest.
    expect(await missed({ after: second.chatMessage.id })).toEqual([]);
  });

  it('without a message seen yet, answers by time; without either, nothing', async () => {
    const carol = await visitor();
    const before = new Date(Date.now() - 1000).toISOString();
    await send(carol, 'since a time');
    expect((await missed({ since: before })).map((message) => message.message)).toContain('since a time');
    expect(await missed({})).toEqual([]);
  });

  it('refuses a cursor that is neither a message id nor a date, and a visitor; the support desk reads it', async () => {
    const bad = await app.http().get('/api/admin/chat/messages').query({ after: 'x' }).set(bearer(admin)).expect(400);
    expect(bad.body.errors).toContainEqual({ field: 'after', messages: ['after must be a message id'] });
    await app.http().get('/api/admin/chat/messages').query({ since: 'yesterday' }).set(bearer(admin)).expect(400);
    await app
      .http()
      .get('/api/admin/chat/messages')
      .query({ since: new Date().toISOString() })
      .set(bearer(await visitor()))
      .expect(401);
    // The support desk reads it too.
    const agent = await addAgent(app, admin);
    await missed({ since: new Date().toISOString() }, agent.token);
  });
});
