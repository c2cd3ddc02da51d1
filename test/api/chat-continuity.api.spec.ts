import type { AckResponse, ChatJoined, OutboundEmailView } from '@kedai/contracts';
import Redis from 'ioredis';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { socketServerOptions } from '../../backend/src/core/realtime/redis-io.adapter';
import {
  bearer,
  connectSocket,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';
import { eventually, keepsHolding } from '../support/wait';
import { RealtimeService } from '../../backend/src/core/realtime/realtime.service';

async function askOk<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return response.data;
}

/**
 * Conversation continuity (issue: a support team's shift): an agent's reply to a customer who has left is also
 * e-mailed through the outbox, with a link back to the conversation, at most once per conversation per 10 minutes.
 */
describe('chat continuity e-mails', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const reply = (sessionId: string, message: string) =>
    app.http().post(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(admin)).send({ message }).expect(201);

  const mailsAbout = async (sessionId: string) =>
    (await app.http().get(`/api/admin/outbox?relatedId=${sessionId}`).set(bearer(admin)).expect(200))
      .body as OutboundEmailView[];

  /** The listener runs after the reply's commit: the e-mails it writes, once there are `expected` of them. */
  const mailedAbout = (sessionId: string, expected: number) =>
    eventually(() => mailsAbout(sessionId), {
      until: (mails) => mails.length >= expected,
      what: `${expected} e-mails`,
    });

  /**
   * No e-mail for a connected guest: nothing to wait for but time. The listener writes within milliseconds of
   * the reply's commit; a second of nothing is the proof.
   */
  const mailsStayEmpty = (sessionId: string) =>
    keepsHolding(async () => expect(await mailsAbout(sessionId)).toEqual([]), { forMs: 1000, intervalMs: 200 });

  const customersOnline = async () =>
    (await app.http().get('/api/admin/chat/customers-online').set(bearer(admin)).expect(200)).body
      .sessionIds as string[];

  it('a guest who gave an e-mail: nothing while connected; after leaving, one e-mail for a burst of replies', async () => {
    const email = uniqueEmail('continuity');
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = await connectSocket(app, visitor.body.token);
    const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: 'Nurul Away', customerEmail: email });
    const sessionId = joined.session.id;
    await askOk(socket, 'chat:send', { sessionId, message: 'My code does not work' });

    await reply(sessionId, 'Checking it now, one moment');
    await mailsStayEmpty(sessionId);

    socket.close();
    await eventually(async () => !(await customersOnline()).includes(sessionId), { what: 'the guest gone offline' });
    await reply(sessionId, 'Here is your new code: KD-7788');
    await reply(sessionId, 'Let me know if it works');
    await reply(sessionId, 'Anything else?');

    const mails = await mailedAbout(sessionId, 1);
    // The burst's later replies join the first e-mail's window: no second e-mail comes.
    await keepsHolding(async () => expect(await mailsAbout(sessionId)).toHaveLength(1), {
      forMs: 1000,
      intervalMs: 200,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: email, subject: 'Kedai support replied to your chat' });
    expect(mails[0].textBody).toContain('Here is your new code: KD-7788');
    expect(mails[0].textBody).toContain('/?chat=open');
    expect(mails[0].textBody).not.toContain('Checking it now');
  });

  it('an agent still replies, with no e-mail to a connected guest, while an API process that died unannounced still counts', async () => {
    // Another API process that announced itself on the socket adapter, then lost Redis without closing (a crash):
    // the app keeps asking it for sockets until its heartbeats time out, and such a question fails.
    const lost = new Redis(process.env.REDIS_URL as string, { maxRetriesPerRequest: null });
    const redisOptions = { redisUrl: process.env.REDIS_URL as string, keyPrefix: process.env.KEY_PREFIX as string };
    const ghost = new Server(socketServerOptions(lost, { ...redisOptions, corsOrigins: [] }));
    const email = uniqueEmail('ghost');
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = await connectSocket(app, visitor.body.token);
    try {
      const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: 'Aina Here', customerEmail: email });
      const sessionId = joined.session.id;
      await askOk(socket, 'chat:send', { sessionId, message: 'Is anyone there?' });
      // The app has heard the other process's first heartbeat: it counts two servers on the adapter.
      await eventually(async () => (await app.app.get(RealtimeService).io.of('/').adapter.serverCount()) >= 2, {
        what: 'the other process known to the app',
      });
      lost.disconnect();

      const answered = await reply(sessionId, 'Yes, how can I help?');
      expect(answered.body.chatMessage).toMatchObject({ message: 'Yes, how can I help?', senderType: 'admin' });
      await mailsStayEmpty(sessionId);
    } finally {
      socket.close();
      await Promise.resolve(ghost.of('/').adapter.close()).catch(() => undefined);
    }
  }, 20_000);

  it('a signed-in customer without a socket gets it at the account e-mail; a guest without any e-mail gets none', async () => {
    const customer = await registerUser(app, 'Farid Left');
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(customer.token))
      .send({ message: 'Where is my order?' })
      .expect(201);
    const sessionId = sent.body.session.id as string;
    await reply(sessionId, 'It was delivered to your e-mail');
    const mails = await mailedAbout(sessionId, 1);
    expect(mails.map((mail) => mail.toAddress)).toEqual([customer.email.toLowerCase()]);

    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const guest = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(visitor.body.token))
      .send({ customerName: 'No Mail Guest', message: 'hello' })
      .expect(201);
    const guestSession = guest.body.session.id as string;
    await reply(guestSession, 'Hi, how can I help?');
    await mailsStayEmpty(guestSession);
  });

  it('an e-mail the guest wrote in the chat is used when the session has none', async () => {
    const email = uniqueEmail('typed');
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(visitor.body.token))
      .send({ customerName: 'Typed Mail', message: `please reply to ${email.toUpperCase()}` })
      .expect(201);
    const sessionId = sent.body.session.id as string;
    await reply(sessionId, 'Sure, we will');
    expect((await mailedAbout(sessionId, 1)).map((mail) => mail.toAddress)).toEqual([email]);
  });
});
