import { rooms, type PushStatusView } from '@kedai/contracts';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { SocketCensus } from '../../backend/src/core/realtime/socket-census';
import { AgentPush } from '../../backend/src/modules/push';
import { startPushServiceStub, type PushServiceStub, type StubSubscription } from '../support/push-service-stub';
import { addAgent, bearer, connectSocket, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually, keepsHolding } from '../support/wait';

/**
 * Web push for staff (docs/product/admin.md "Notifications on your phone"): a staff member subscribes a browser,
 * and a customer's message reaches that browser once, encrypted and VAPID-signed, only while no tab of theirs
 * is open. The push service is a local stub that checks the JWT and decrypts the payload as a browser would.
 */
describe('agent push notifications', () => {
  let app: TestApp;
  let stub: PushServiceStub;
  let admin: string;
  let db: DataSource;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    stub = await startPushServiceStub();
    admin = await loginAdmin(app);
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    // The browsers subscribed here point at this stub: the specs that run after this one in the same jest worker
    // (and database) must not send their customers' messages to an address that is gone.
    await db.query('DELETE FROM push_subscriptions');
    await db.query('UPDATE push_preferences SET enabled = false');
    await stub.close();
    await app.close();
  });
  afterEach(() => expect(stub.rejected).toEqual([]));

  const status = async (token: string) =>
    (await app.http().get('/api/admin/push').set(bearer(token)).expect(200)).body as PushStatusView;

  async function subscribed(token: string, browser: StubSubscription = stub.subscription()) {
    const { id: _id, ...json } = browser;
    const view = (await app.http().post('/api/admin/push/subscriptions').set(bearer(token)).send(json).expect(200))
      .body as PushStatusView;
    expect(view.enabled).toBe(true);
    return browser;
  }

  /** A guest writes (REST, as the widget's fallback); answers the message and session ids. */
  async function customerWrites(message: string, name = 'Aisyah Rahman', sessionToken?: string, clientId?: string) {
    const token = sessionToken ?? (await app.http().post('/api/auth/visitor').send({}).expect(200)).body.token;
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(token))
      .send({ customerName: name, message, ...(clientId ? { clientId } : {}) })
      .expect(201);
    return { messageId: sent.body.chatMessage.id as string, sessionId: sent.body.session.id as string, token };
  }

  const pushesTo = (browser: StubSubscription) => stub.received.filter((push) => push.endpointId === browser.id);

  /** What the push job for this message and staff member answered, once it has run. */
  async function jobOutcome(messageId: string, userId: string): Promise<string> {
    const queue = app.app.get(JobsService).queue('push');
    return eventually(
      async () => {
        const job = await queue.getJob(`push.chat-message.${messageId}.${userId}`);
        // Only a completed job has a return value (a failed attempt waiting for its retry has none).
        return job?.returnvalue ? String(job.returnvalue) : null;
      },
      { until: (value) => value !== null, timeoutMs: 15_000 },
    ) as Promise<string>;
  }

  it('is for staff only; the status gives the VAPID public key generated on first start', async () => {
    await app.http().get('/api/admin/push').expect(401);
    const customer = await registerUser(app, 'Not Staff');
    await app.http().get('/api/admin/push').set(bearer(customer.token)).expect(403);
    const { id: _id, ...json } = stub.subscription();
    await app.http().post('/api/admin/push/subscriptions').set(bearer(customer.token)).send(json).expect(403);

    const agent = await addAgent(app, admin, 'Nurul Status');
    const view = await status(agent.token);
    expect(view).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), enabled: false, subscriptions: 0 });
    // One pair for the shop, its private key encrypted at rest.
    const [keys] = await db.query(`SELECT public_key, private_key FROM push_keys`);
    expect(keys.public_key).toBe(view.publicKey);
    expect(keys.private_key).toMatch(/^v1:/);
  });

  it('refuses a bad subscription with a message and stores nothing', async () => {
    const agent = await addAgent(app, admin, 'Bad Input Agent');
    const good = stub.subscription();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ endpoint: 'file:///etc/passwd', keys: good.keys }, /https/],
      [{ endpoint: 'not a url', keys: good.keys }, /URL/],
      [{ endpoint: good.endpoint }, /keys are required/],
      [{ endpoint: good.endpoint, keys: { p256dh: 'short', auth: good.keys.auth } }, /p256dh/],
      [{ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh, auth: '<script>' } }, /auth/],
      [{ endpoint: `${good.endpoint}/${'x'.repeat(1200)}`, keys: good.keys }, /at most 1000/],
    ];
    for (const [body, message] of cases) {
      const refused = await app.http().post('/api/admin/push/subscriptions').set(bearer(agent.token)).send(body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.message)).toMatch(message);
    }
    await app.http().put('/api/admin/push/preference').set(bearer(agent.token)).send({ enabled: 'yes' }).expect(400);
    expect(await status(agent.token)).toMatchObject({ enabled: false, subscriptions: 0 });
  });

  it("sends a customer's message once, encrypted and signed, to an agent with no tab open; a click opens the chat", async () => {
    const agent = await addAgent(app, admin, 'Farid Away');
    const browser = await subscribed(agent.token);
    const { publicKey } = await status(agent.token);

    const long = `Hello, my activation code for Microsoft Office says it is already used. ${'Please help. '.repeat(20)}`;
    const { messageId, sessionId, token } = await customerWrites(long, 'Aisyah Rahman', undefined, 'client-1');
    const [push] = await eventually(() => pushesTo(browser), { until: (list) => list.length === 1 });
    expect(push?.payload).toEqual({
      title: 'Aisyah Rahman',
      body: expect.stringMatching(/^Hello, my activation code for Microsoft Office .*…$/),
      url: `/admin/live-chat?session=${sessionId}`,
      tag: `/admin/live-chat?session=${sessionId}`,
    });
    expect(String(push?.payload.body).length).toBeLessThanOrEqual(120);
    expect(push?.vapidKey).toBe(publicKey);
    expect(push?.ttl).toBeGreaterThan(0);
    expect(await jobOutcome(messageId, agent.id)).toBe('sent 1');

    // The same message sent again (a lost acknowledgement) is stored once and pushed once.
    await customerWrites(long, 'Aisyah Rahman', token, 'client-1');
    await keepsHolding(() => expect(pushesTo(browser)).toHaveLength(1), { forMs: 1500 });
  });

  it('sends nothing while the agent has a tab open, and again once it is closed', async () => {
    const agent = await addAgent(app, admin, 'Mei Ling Desk');
    const browser = await subscribed(agent.token);
    const socket = await connectSocket(app, agent.token);
    sockets.push(socket);

    const first = await customerWrites('Are you there?', 'Tan Wei Ming');
    expect(await jobOutcome(first.messageId, agent.id)).toBe('tab-open');
    expect(pushesTo(browser)).toEqual([]);

    socket.close();
    await eventually(() => app.app.get(SocketCensus).anyIn(rooms.user(agent.id)), { until: (open) => !open });
    const second = await customerWrites('Hello?', 'Tan Wei Ming');
    expect(await jobOutcome(second.messageId, agent.id)).toBe('sent 1');
    expect(pushesTo(browser).map((push) => push.payload.body)).toEqual(['Hello?']);
  });

  it('an assigned chat notifies only its assignee; switched off, nobody', async () => {
    const owner = await addAgent(app, admin, 'Owner Agent');
    const other = await addAgent(app, admin, 'Other Agent');
    const ownerBrowser = await subscribed(owner.token);
    const otherBrowser = await subscribed(other.token);
    const first = await customerWrites('First message', 'Assigned Guest');
    await eventually(() => pushesTo(otherBrowser), { until: (list) => list.length === 1 });
    await app.http().post(`/api/admin/chat/sessions/${first.sessionId}/claim`).set(bearer(owner.token)).expect(200);
    const ownerBefore = pushesTo(ownerBrowser).length;

    const second = await customerWrites('Second message', 'Assigned Guest', first.token);
    expect(await jobOutcome(second.messageId, owner.id)).toBe('sent 1');
    expect(pushesTo(ownerBrowser)).toHaveLength(ownerBefore + 1);
    expect(pushesTo(otherBrowser)).toHaveLength(1);

    const off = await app.http().put('/api/admin/push/preference').set(bearer(owner.token)).send({ enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, subscriptions: 1 });
    const third = await customerWrites('Third message', 'Assigned Guest', first.token);
    // Off: no job is even written for them.
    await keepsHolding(() => expect(pushesTo(ownerBrowser)).toHaveLength(ownerBefore + 1), { forMs: 1500 });
    expect(
      await app.app.get(JobsService).queue('push').getJob(`push.chat-message.${third.messageId}.${owner.id}`),
    ).toBeFalsy();
  });

  it('forgets a browser its push service says is gone (410), and only its owner can remove it', async () => {
    const agent = await addAgent(app, admin, 'Gone Browser Agent');
    const intruder = await addAgent(app, admin, 'Intruder Agent');
    const browser = await subscribed(agent.token);
    // Another agent cannot remove it.
    await app
      .http()
      .delete('/api/admin/push/subscriptions')
      .set(bearer(intruder.token))
      .send({ endpoint: browser.endpoint })
      .expect(200);
    expect((await status(agent.token)).subscriptions).toBe(1);

    stub.answer(browser.id, 410);
    const written = await customerWrites('Anyone?', 'Gone Guest');
    expect(await jobOutcome(written.messageId, agent.id)).toBe('sent 0');
    expect((await status(agent.token)).subscriptions).toBe(0);

    const again = await subscribed(agent.token, stub.subscription());
    await app
      .http()
      .delete('/api/admin/push/subscriptions')
      .set(bearer(agent.token))
      .send({ endpoint: again.endpoint })
      .expect(200);
    expect((await status(agent.token)).subscriptions).toBe(0);
  });

  it('a failed browser is retried without repeating the push to the browsers that had it', async () => {
    const agent = await addAgent(app, admin, 'Two Phones Agent');
    const phone = await subscribed(agent.token);
    const laptop = await subscribed(agent.token);
    stub.answer(laptop.id, 500, 1);
    const written = await customerWrites('Retry me', 'Retry Guest');
    expect(await jobOutcome(written.messageId, agent.id)).toBe('sent 1');
    expect(pushesTo(phone)).toHaveLength(1);
    expect(pushesTo(laptop)).toHaveLength(1);
    await keepsHolding(() => expect(pushesTo(phone)).toHaveLength(1), { forMs: 1000 });
  });

  it('AgentPush.notify (for mentions) sends one push per key, to admin paths only', async () => {
    const agent = await addAgent(app, admin, 'Mentioned Agent');
    const browser = await subscribed(agent.token);
    const push = app.app.get(AgentPush);
    const request = {
      key: `mention.test.${agent.id}`,
      title: 'Siti mentioned you',
      body: 'check this',
      url: '//evil.example',
    };
    await push.notify(agent.id, request);
    await push.notify(agent.id, request);
    await eventually(() => pushesTo(browser), { until: (list) => list.length === 1 });
    expect(pushesTo(browser)[0]?.payload).toMatchObject({ title: 'Siti mentioned you', url: '/admin' });
    await keepsHolding(() => expect(pushesTo(browser)).toHaveLength(1), { forMs: 1000 });
  });

  it('@name in a staff-only note pushes the named agent, once, when no tab of theirs is open', async () => {
    const named = `Zainab Mention ${Date.now()}`;
    const agent = await addAgent(app, admin, named);
    const browser = await subscribed(agent.token);
    const { sessionId } = await customerWrites('My code does not work', 'Hakim');
    const note = { message: `@${named} can you check the Steam batch?`, isNote: true };
    const written = await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(admin))
      .send(note)
      .expect(201);
    const [push] = await eventually(
      () => pushesTo(browser).filter((received) => String(received.payload.title).endsWith('mentioned you')),
      { until: (list) => list.length === 1 },
    );
    expect(push?.payload).toMatchObject({
      body: `@${named} can you check the Steam batch?`,
      url: `/admin/live-chat?session=${sessionId}`,
    });
    const job = await app.app
      .get(JobsService)
      .queue('push')
      .getJob(`push.mention.${written.body.chatMessage.id}.${agent.id}`);
    expect(job).toBeTruthy();
  });
});
