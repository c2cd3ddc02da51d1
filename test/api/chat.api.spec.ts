import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { AckResponse, ChatJoined, ChatMessageView, ChatTyping } from '@kedai/contracts';
import { nextAgentMessage, onAgentMessage, recordAgentMessages } from '../support/agent-messages';
import { bearer, connectSocket, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually, nextEvent } from '../support/wait';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { autoReplyJobId } from '../../backend/src/modules/chat/auto-reply/auto-reply.scheduler';

type Ok<T> = Extract<AckResponse<T>, { ok: true }>;
type Failed = Extract<AckResponse<unknown>, { ok: false }>;

async function ask<T>(socket: Socket, event: string, payload: unknown): Promise<AckResponse<T>> {
  return (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
}
async function askOk<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = await ask<T>(socket, event, payload);
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return (response as Ok<T>).data;
}
async function askError(socket: Socket, event: string, payload: unknown) {
  const response = await ask<unknown>(socket, event, payload);
  expect(response.ok).toBe(false);
  return (response as Failed).error;
}

/** Records every payload of an event, for asserting what did not arrive. */
function record<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

describe('live chat', () => {
  let app: TestApp;
  let adminToken: string;
  let db: DataSource;
  const sockets: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };

  async function guest() {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = track(await connectSocket(app, visitor.body.token));
    return { socket, token: visitor.body.token as string, visitorId: visitor.body.visitorId as string };
  }
  async function guestInChat(name = 'Guest Tester') {
    const g = await guest();
    const joined = await askOk<ChatJoined>(g.socket, 'chat:join', { customerName: name, pageUrl: '/products/x' });
    return { ...g, sessionId: joined.session.sessionId, joined };
  }
  async function agentSocket() {
    return track(await connectSocket(app, adminToken));
  }
  const setSettingsRaw = (body: object) =>
    app.http().put('/api/admin/chat/settings').set(bearer(adminToken)).send(body);
  const setSettings = (body: object) => setSettingsRaw(body).expect(200);

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await loginAdmin(app);
    db = app.app.get(DataSource);
    await setSettings({ autoReplyEnabled: true, responseDelaySeconds: 1 });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  it('seeds the built-in rules (priorities 1-4), the storefront groups and the quick replies', async () => {
    const rules = await app.http().get('/api/admin/chat/auto-reply-rules').set(bearer(adminToken)).expect(200);
    const seeded = rules.body.rules.filter((rule: { priority: number }) => rule.priority >= 1 && rule.priority <= 4);
    expect(seeded.map((rule: { category: string }) => rule.category)).toEqual([
      'activation',
      'order',
      'technical',
      'greeting',
    ]);
    const names = rules.body.rules.map((rule: { name: string }) => rule.name);
    expect(names).toEqual(expect.arrayContaining(['Login & Password', 'Refund Policy']));
    const quick = await app.http().get('/api/admin/chat/quick-replies').set(bearer(adminToken)).expect(200);
    expect(quick.body.quickReplies.map((reply: { content: string }) => reply.content)).toEqual(
      expect.arrayContaining(['Thank you for contacting us!', 'Please provide your order ID.']),
    );
  });

  it('stores a message before anyone is told of it', async () => {
    const agent = await agentSocket();
    const { socket, sessionId } = await guestInChat('Persist Check');
    const text = `persist ping ${randomUUID()}`;
    const rowOnReceipt = new Promise<number>((resolve) => {
      onAgentMessage(agent, (message) => {
        if (message.message !== text) return;
        // Queried the moment the event arrives: the row must already be there.
        void db
          .query(`SELECT count(*)::int AS n FROM chat_messages WHERE id = $1`, [message.id])
          .then((rows: { n: number }[]) => resolve(rows[0].n));
      });
    });
    const ack = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', {
      sessionId,
      clientId: randomUUID(),
      message: text,
    });
    expect(await rowOnReceipt).toBe(1);
    expect(ack.message).toMatchObject({ senderType: 'customer', senderName: 'Persist Check', message: text });
    const listed = await app
      .http()
      .get(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(adminToken))
      .expect(200);
    expect(listed.body.messages[0]).toMatchObject({
      _id: ack.message.id,
      senderType: 'customer',
      message: text,
      isRead: false,
      autoReplyInfo: { isAutoGenerated: false },
    });
  });

  it("gives agents each message with its session's summary in one event; the customer gets the message alone", async () => {
    const agent = await agentSocket();
    const { socket, sessionId } = await guestInChat('Summary Check');
    const agentSeen = recordAgentMessages(agent);
    const agentSingles = record<ChatMessageView>(agent, 'chat:message');
    const customerSeen = record<ChatMessageView & { session?: unknown }>(socket, 'chat:message');
    const customerBatches = record<unknown>(socket, 'chat:messages');
    const separateUpdates = record<{ id: string }>(agent, 'chat:session-updated');
    for (const text of ['first question', 'second question']) {
      await askOk(socket, 'chat:send', { sessionId, clientId: randomUUID(), message: text });
    }
    // Both messages reached both sides; anything sent another way would have come with them.
    await eventually(
      () =>
        agentSeen.filter((message) => message.sessionId === sessionId).length >= 2 &&
        customerSeen.filter((message) => message.sessionId === sessionId).length >= 2,
      { what: 'both messages on both sides' },
    );
    const toAgent = agentSeen.filter((message) => message.sessionId === sessionId);
    expect(
      toAgent.map((message) => [message.message, message.session.unreadCount, message.session.lastMessage]),
    ).toEqual([
      ['first question', 1, 'first question'],
      ['second question', 2, 'second question'],
    ]);
    expect(toAgent[1].session).toMatchObject({ id: sessionId, customerName: 'Summary Check', status: 'waiting' });
    const toCustomer = customerSeen.filter((message) => message.sessionId === sessionId);
    expect(toCustomer.map((message) => message.message)).toEqual(['first question', 'second question']);
    expect(toCustomer.every((message) => message.session === undefined)).toBe(true);
    expect(customerBatches).toEqual([]);
    expect(agentSingles).toEqual([]);
    expect(separateUpdates.filter((session) => session.id === sessionId)).toEqual([]);
  });

  it('stores a resend with the same clientId once and emits it once', async () => {
    const agent = await agentSocket();
    const { socket, sessionId } = await guestInChat();
    const seen = recordAgentMessages(agent);
    const clientId = randomUUID();
    const payload = { sessionId, clientId, message: 'resend me please' };
    const first = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', payload);
    const second = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', payload);
    expect(second.message.id).toBe(first.message.id);
    const rows: { n: number }[] = await db.query(
      `SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1 AND client_id = $2`,
      [sessionId, clientId],
    );
    expect(rows[0].n).toBe(1);
    // A later message of the session reaches the agents after any second copy of the resend would have.
    const later = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', {
      sessionId,
      clientId: randomUUID(),
      message: 'sent after the resend',
    });
    await eventually(() => seen.some((message) => message.id === later.message.id), { what: 'the later message' });
    expect(seen.filter((message) => message.clientId === clientId)).toHaveLength(1);
  });

  it('refuses blank and too long messages, and keeps HTML as text', async () => {
    const { socket, sessionId, token } = await guestInChat();
    expect(await askError(socket, 'chat:send', { sessionId, message: '   \n\t ' })).toEqual({
      code: 'message_empty',
      message: 'Message cannot be empty',
    });
    expect(await askError(socket, 'chat:send', { sessionId, message: 'x'.repeat(2001) })).toEqual({
      code: 'message_too_long',
      message: 'Message is too long (maximum 2000 characters)',
    });
    await askOk(socket, 'chat:send', { sessionId, message: 'y'.repeat(2000) });
    const blank = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(token))
      .send({ customerName: 'G', customerEmail: 'g@example.com', message: '  ' })
      .expect(400);
    expect(blank.body.message).toBe('Message cannot be empty');
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    const sent = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', { sessionId, message: html });
    expect(sent.message.message).toBe(html);
  });

  it('limits how fast one session can send', async () => {
    const { socket, sessionId } = await guestInChat();
    for (let i = 0; i < 10; i += 1) await askOk(socket, 'chat:send', { sessionId, message: `burst ${i}` });
    expect(await askError(socket, 'chat:send', { sessionId, message: 'burst 11' })).toEqual({
      code: 'chat_rate_limited',
      message: 'You are sending messages too fast. Please wait a moment.',
    });
  });

  it('still answers a resend with its stored message once the session is over the limit', async () => {
    const { socket, sessionId } = await guestInChat();
    const first = { sessionId, clientId: randomUUID(), message: 'lost ack' };
    const stored = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', first);
    for (let i = 1; i < 10; i += 1) await askOk(socket, 'chat:send', { sessionId, message: `burst ${i}` });
    const resent = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', first);
    expect(resent.message.id).toBe(stored.message.id);
    expect(await askError(socket, 'chat:send', { sessionId, clientId: randomUUID(), message: 'new' })).toMatchObject({
      code: 'chat_rate_limited',
    });
  });

  it('keeps a guest out of another guest’s session', async () => {
    const owner = await guestInChat('Owner');
    await askOk(owner.socket, 'chat:send', { sessionId: owner.sessionId, message: 'my private question' });
    const intruder = await guest();
    for (const [event, payload] of [
      ['chat:join', { sessionId: owner.sessionId }],
      ['chat:send', { sessionId: owner.sessionId, message: 'let me in' }],
      ['chat:history', { sessionId: owner.sessionId }],
      ['chat:read', { sessionId: owner.sessionId }],
      ['chat:typing', { sessionId: owner.sessionId, isTyping: true }],
    ] as const) {
      expect(await askError(intruder.socket, event, payload)).toEqual({
        code: 'chat_session_not_found',
        message: 'Chat session not found',
      });
    }
    const current = await app.http().get('/api/chat/sessions/current/messages').set(bearer(intruder.token)).expect(200);
    expect(current.body).toEqual({ session: null, messages: [] });
    // A logged-in customer cannot reach it either.
    const customer = await registerUser(app);
    const customerSocket = track(await connectSocket(app, customer.token));
    expect((await askError(customerSocket, 'chat:join', { sessionId: owner.sessionId })).code).toBe(
      'chat_session_not_found',
    );
    await app.http().post('/api/chat/send-message').send({ message: 'no token' }).expect(401);
  });

  it('refuses every agent event to a customer socket and a guest socket', async () => {
    const { sessionId } = await guestInChat();
    const customer = await registerUser(app);
    const customerSocket = track(await connectSocket(app, customer.token));
    const guestSocket = (await guest()).socket;
    const events: [string, unknown][] = [
      ['agent:presence', { online: true }],
      ['agent:join-session', { sessionId }],
      ['agent:send', { sessionId, message: 'pretending to be an agent' }],
      ['agent:typing', { sessionId, isTyping: true }],
      ['agent:mark-read', { sessionId }],
      ['agent:end-session', { sessionId }],
    ];
    for (const socket of [customerSocket, guestSocket]) {
      for (const [event, payload] of events) {
        expect(await askError(socket, event, payload)).toEqual({
          code: 'admin_required',
          message: 'Admin access is required for this action.',
        });
      }
    }
    const rows: { n: number }[] = await db.query(
      `SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1 AND sender_type IN ('admin', 'system')`,
      [sessionId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses the admin REST routes to guests (401) and customers (403)', async () => {
    const customer = await registerUser(app);
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const sessionId = randomUUID();
    const routes: [string, string][] = [
      ['get', '/api/admin/chat/sessions'],
      ['get', `/api/admin/chat/sessions/${sessionId}/messages`],
      ['post', `/api/admin/chat/sessions/${sessionId}/messages`],
      ['post', `/api/admin/chat/sessions/${sessionId}/auto-reply`],
      ['put', `/api/admin/chat/sessions/${sessionId}/mark-read`],
      ['post', `/api/admin/chat/sessions/${sessionId}/end`],
      ['get', '/api/admin/chat/auto-reply-rules'],
      ['post', '/api/admin/chat/auto-reply-rules'],
      ['get', '/api/admin/chat/quick-replies'],
      ['get', '/api/admin/chat/settings'],
      ['put', '/api/admin/chat/settings'],
      ['post', '/api/admin/chat/auto-reply-test'],
    ];
    for (const [method, path] of routes) {
      const call = (token?: string) => {
        const req = (
          app.http() as unknown as Record<string, (p: string) => ReturnType<ReturnType<TestApp['http']>['get']>>
        )[method](path);
        return token ? req.set(bearer(token)) : req;
      };
      expect((await call()).status).toBe(401);
      expect((await call(visitor.body.token)).status).toBe(401);
      const forbidden = await call(customer.token);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('admin_required');
    }
  });

  it('sends the auto-reply after the configured delay, with a typing indicator meanwhile', async () => {
    const keyword = `zebra${Date.now().toString(36)}`;
    const rule = await app
      .http()
      .post('/api/admin/chat/auto-reply-rules')
      .set(bearer(adminToken))
      .send({ name: 'Delay test', keywords: [keyword], response: 'Automatic answer <b>here</b>', priority: -50 })
      .expect(201);
    const { socket, sessionId } = await guestInChat();
    const typing = nextEvent<ChatTyping>(socket, 'chat:typing', {
      where: (t) => t.senderType === 'auto' && t.isTyping,
    });
    const auto = nextEvent<ChatMessageView>(socket, 'chat:message', { where: (m) => m.senderType === 'auto' });
    const started = Date.now();
    const sent = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', {
      sessionId,
      message: `Question about ${keyword.toUpperCase()}!`,
    });
    await typing;
    const reply = await auto;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(950);
    // Due the configured delay (1 s) after the trigger was stored, never before.
    expect(Date.parse(reply.createdAt) - Date.parse(sent.message.createdAt)).toBeGreaterThanOrEqual(1000);
    expect(reply).toMatchObject({
      message: 'Automatic answer <b>here</b>',
      autoReplyInfo: { isAutoGenerated: true, ruleId: rule.body.rule.id },
    });
  });

  it('cancels a pending auto-reply when an agent answers first', async () => {
    // A delay the agent's answer beats on any machine (CI once took a second between the trigger and the answer);
    // the cancel is checked on the job itself, so the test does not wait for the delay.
    await setSettings({ responseDelaySeconds: 30 });
    try {
      const keyword = `yak${Date.now().toString(36)}`;
      await app
        .http()
        .post('/api/admin/chat/auto-reply-rules')
        .set(bearer(adminToken))
        .send({ name: 'Cancel test', keywords: [keyword], response: 'should never arrive', priority: -50 })
        .expect(201);
      const { socket, sessionId } = await guestInChat();
      const seen = record<ChatMessageView>(socket, 'chat:message');
      const typingOff = nextEvent<ChatTyping>(socket, 'chat:typing', {
        where: (t) => t.senderType === 'auto' && !t.isTyping,
      });
      const trigger = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', {
        sessionId,
        message: `help with ${keyword}`,
      });
      const answer = await app
        .http()
        .post(`/api/admin/chat/sessions/${sessionId}/messages`)
        .set(bearer(adminToken))
        .send({ message: 'An agent is here' })
        .expect(201);
      expect(answer.body.chatMessage).toMatchObject({ senderType: 'admin', message: 'An agent is here' });
      await typingOff;
      // The pending reply's job is gone from the queue (removed, not run): nothing can send it any more.
      expect(await app.app.get(JobsService).queue('chat').getJob(autoReplyJobId(trigger.message.id))).toBeUndefined();
      await eventually(() => seen.length >= 2, { what: "the agent's message" });
      expect(seen.map((message) => message.senderType)).toEqual(['customer', 'admin']);
      const autos: { n: number }[] = await db.query(
        `SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1 AND sender_type = 'auto'`,
        [sessionId],
      );
      expect(autos[0].n).toBe(0);
    } finally {
      await setSettings({ responseDelaySeconds: 1 });
    }
  });

  it('answers with the lower priority number when two rules match', async () => {
    const suffix = Date.now().toString(36);
    const low = `lowkw${suffix}`;
    const high = `highkw${suffix}`;
    const create = (name: string, keywords: string[], priority: number) =>
      app
        .http()
        .post('/api/admin/chat/auto-reply-rules')
        .set(bearer(adminToken))
        .send({ name, keywords, response: `${name} reply`, priority, category: 'general' })
        .expect(201);
    await create(`Later ${suffix}`, [high], -20);
    const winner = await create(`First ${suffix}`, [low], -30);
    const text = `${high} and ${low}`;
    const tested = await app
      .http()
      .post('/api/admin/chat/auto-reply-test')
      .set(bearer(adminToken))
      .send({ message: text })
      .expect(200);
    expect(tested.body).toMatchObject({
      matched: true,
      rule: { id: winner.body.rule.id, priority: -30 },
      keyword: low,
      reply: `First ${suffix} reply`,
    });

    const { socket, sessionId } = await guestInChat();
    const auto = nextEvent<ChatMessageView>(socket, 'chat:message', { where: (m) => m.senderType === 'auto' });
    await askOk(socket, 'chat:send', { sessionId, message: text.toUpperCase() });
    expect((await auto).message).toBe(`First ${suffix} reply`);

    // Switched off, the other rule answers.
    await app
      .http()
      .post(`/api/admin/chat/auto-reply-rules/${winner.body.rule.id}/toggle`)
      .set(bearer(adminToken))
      .expect(200);
    const after = await app
      .http()
      .post('/api/admin/chat/auto-reply-test')
      .set(bearer(adminToken))
      .send({ message: text })
      .expect(200);
    expect(after.body.reply).toBe(`Later ${suffix} reply`);
  });

  it('ends a session: a system message, no more messages, rating, and a new session for the next message', async () => {
    const agent = await agentSocket();
    const { socket, sessionId, token } = await guestInChat('Ending Guest');
    await askOk(socket, 'chat:send', { sessionId, message: 'before the end' });
    expect((await askError(socket, 'chat:rate', { sessionId, rating: 5 })).code).toBe('chat_not_ended');
    await askOk<ChatJoined>(agent, 'agent:join-session', { sessionId });
    const systemMessage = nextEvent<ChatMessageView>(socket, 'chat:message', {
      where: (m) => m.senderType === 'system',
    });
    const ended = await askOk<{ session: { status: string } }>(agent, 'agent:end-session', { sessionId });
    expect(ended.session.status).toBe('ended');
    expect((await systemMessage).message).toBe('Chat session ended by admin');

    expect(await askError(socket, 'chat:send', { sessionId, message: 'hello again' })).toEqual({
      code: 'chat_ended',
      message: 'This chat has ended',
    });
    expect((await askError(agent, 'agent:send', { sessionId, message: 'agent too late' })).code).toBe('chat_ended');
    const late = await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(adminToken))
      .send({ message: 'late' })
      .expect(409);
    expect(late.body.message).toBe('This chat has ended');

    const rated = await askOk<{ session: { csatRating: number } }>(socket, 'chat:rate', { sessionId, rating: 4 });
    expect(rated.session.csatRating).toBe(4);
    expect((await askError(socket, 'chat:rate', { sessionId, rating: 9 })).code).toBe('invalid_rating');

    const again = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(token))
      .send({ customerName: 'Ending Guest', customerEmail: 'end@example.com', message: 'a new question' })
      .expect(201);
    expect(again.body.session.sessionId).not.toBe(sessionId);
    expect(again.body.chatMessage.message).toBe('a new question');
    const rejoined = await askOk<ChatJoined>(socket, 'chat:join', {});
    expect(rejoined.session.sessionId).toBe(again.body.session.sessionId);
    expect(rejoined.messages.map((m) => m.message)).toEqual(['a new question']);
  });

  it('keeps a widget opened but never written in out of the inbox, until its first message', async () => {
    const agent = await agentSocket();
    const heard: string[] = [];
    agent.on('chat:session-created', (session: { customerName: string }) => heard.push(session.customerName));
    const name = `Quiet ${Date.now()}`;
    const { socket, sessionId } = await guestInChat(name);
    const listed = async () =>
      (
        await app.http().get('/api/admin/chat/sessions').query({ search: name }).set(bearer(adminToken)).expect(200)
      ).body.sessions.map((s: { sessionId: string }) => s.sessionId);
    expect(await listed()).toEqual([]);

    const first = nextAgentMessage(agent);
    await askOk(socket, 'chat:send', { sessionId, message: 'my code does not work' });
    expect((await first).session.sessionId).toBe(sessionId);
    expect(await listed()).toEqual([sessionId]);
    expect(heard).not.toContain(name);
  });

  it('lists sessions with unread counts, marks read with receipts, and fills gaps after a message id', async () => {
    const { socket, sessionId, token } = await guestInChat(`Unread ${Date.now()}`);
    const first = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', { sessionId, message: 'one' });
    await askOk(socket, 'chat:send', { sessionId, message: 'two' });
    const unread = await app
      .http()
      .get('/api/admin/chat/sessions')
      .query({ unreadOnly: 'true', search: 'Unread' })
      .set(bearer(adminToken))
      .expect(200);
    expect(unread.body.sessions.find((s: { sessionId: string }) => s.sessionId === sessionId)).toMatchObject({
      unreadCount: 2,
      lastMessage: 'two',
      status: 'waiting',
    });

    const receipt = nextEvent<{ readerType: string; upTo: string }>(socket, 'chat:read');
    await app.http().put(`/api/admin/chat/sessions/${sessionId}/mark-read`).set(bearer(adminToken)).expect(200);
    expect(await receipt).toMatchObject({ sessionId, readerType: 'admin' });
    const afterRead = await app
      .http()
      .get('/api/admin/chat/sessions')
      .query({ unreadOnly: 'true', search: 'Unread' })
      .set(bearer(adminToken))
      .expect(200);
    expect(afterRead.body.sessions.some((s: { sessionId: string }) => s.sessionId === sessionId)).toBe(false);

    const gap = await askOk<{ messages: ChatMessageView[] }>(socket, 'chat:history', {
      sessionId,
      afterMessageId: first.message.id,
    });
    expect(gap.messages.map((m) => m.message)).toEqual(['two']);
    const rest = await app
      .http()
      .get('/api/chat/sessions/current/messages')
      .query({ after: first.message.id })
      .set(bearer(token))
      .expect(200);
    expect(rest.body.messages.map((m: ChatMessageView) => m.message)).toEqual(['two']);
    expect(rest.body.messages.every((m: ChatMessageView) => m.isRead)).toBe(true);
  });

  it('manages rules, quick replies and settings, with 4xx for bad input', async () => {
    const admin = () => app.http();
    const created = await admin()
      .post('/api/admin/chat/quick-replies')
      .set(bearer(adminToken))
      .send({ title: 'Receipt', content: 'Please upload your receipt.', category: 'payment' })
      .expect(201);
    const id = created.body.quickReply.id as string;
    expect(created.body.quickReply).toMatchObject({ isActive: true, category: 'payment' });
    const updated = await admin()
      .put(`/api/admin/chat/quick-replies/${id}`)
      .set(bearer(adminToken))
      .send({ content: 'Please upload your payment receipt.' })
      .expect(200);
    expect(updated.body.quickReply.content).toBe('Please upload your payment receipt.');
    const toggled = await admin()
      .post(`/api/admin/chat/quick-replies/${id}/toggle`)
      .set(bearer(adminToken))
      .expect(200);
    expect(toggled.body.quickReply.isActive).toBe(false);
    await admin()
      .post('/api/admin/chat/quick-replies')
      .set(bearer(adminToken))
      .send({ title: 'x', content: 'y', category: 'shipping' })
      .expect(400);
    await admin().delete(`/api/admin/chat/quick-replies/${id}`).set(bearer(adminToken)).expect(204);
    await admin().delete(`/api/admin/chat/quick-replies/${id}`).set(bearer(adminToken)).expect(404);

    await admin()
      .post('/api/admin/chat/auto-reply-rules')
      .set(bearer(adminToken))
      .send({ name: 'Bad', keywords: ['x'], response: 'y', category: 'sales' })
      .expect(400);
    const rule = await admin()
      .post('/api/admin/chat/auto-reply-rules')
      .set(bearer(adminToken))
      .send({ name: 'Temp', keywords: ['  TempKW  ', ''], response: 'Temp reply' })
      .expect(201);
    expect(rule.body.rule).toMatchObject({ keywords: ['tempkw'], priority: 100, category: 'general', isActive: true });
    await admin().delete(`/api/admin/chat/auto-reply-rules/${rule.body.rule.id}`).set(bearer(adminToken)).expect(204);
    await admin().put('/api/admin/chat/auto-reply-rules/not-a-uuid').set(bearer(adminToken)).send({}).expect(404);

    const tooSlow = await setSettingsRaw({ responseDelaySeconds: 61 }).expect(400);
    expect(tooSlow.body.message).toMatch(/between 0 and 60/);
    const settings = await admin().get('/api/admin/chat/settings').set(bearer(adminToken)).expect(200);
    expect(settings.body.settings).toMatchObject({ autoReplyEnabled: true, responseDelaySeconds: 1 });
    await admin().post('/api/admin/chat/auto-reply-test').set(bearer(adminToken)).send({ message: '   ' }).expect(400);
  });

  it('lets an agent send a rule reply by hand as an auto message', async () => {
    const { socket, sessionId } = await guestInChat();
    const arrived = nextEvent<ChatMessageView>(socket, 'chat:message', { where: (m) => m.senderType === 'auto' });
    const sent = await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/auto-reply`)
      .set(bearer(adminToken))
      .send({ message: 'Your code is on the redeem page.', ruleId: '1', ruleName: 'Activation Code Help' })
      .expect(201);
    expect(sent.body.chatMessage).toMatchObject({
      senderType: 'auto',
      message: 'Your code is on the redeem page.',
      autoReplyInfo: { isAutoGenerated: true },
    });
    expect((await arrived).id).toBe(sent.body.chatMessage.id);
    await app.http().get(`/api/admin/chat/sessions/${randomUUID()}/messages`).set(bearer(adminToken)).expect(404);
  });

  it('gives a logged-in customer one open session under their account, with typing both ways', async () => {
    const customer = await registerUser(app, 'Aisyah Customer');
    const first = track(await connectSocket(app, customer.token));
    const second = track(await connectSocket(app, customer.token));
    const [a, b] = await Promise.all([
      askOk<ChatJoined>(first, 'chat:join', { productName: 'Camera Pro', orderId: 'ORD-1' }),
      askOk<ChatJoined>(second, 'chat:join', {}),
    ]);
    expect(b.session.sessionId).toBe(a.session.sessionId);
    expect(a.session).toMatchObject({
      customerId: customer.id,
      customerName: 'Aisyah Customer',
      customerEmail: customer.email,
      status: 'waiting',
    });
    const sessionId = a.session.sessionId;

    const agent = await agentSocket();
    await askOk(agent, 'agent:join-session', { sessionId });
    const customerTyping = nextEvent<ChatTyping>(agent, 'chat:typing', { where: (t) => t.sessionId === sessionId });
    await askOk(first, 'chat:typing', { sessionId, isTyping: true });
    expect(await customerTyping).toEqual({ sessionId, senderType: 'customer', isTyping: true });
    const agentTyping = nextEvent<ChatTyping>(first, 'chat:typing', { where: (t) => t.senderType === 'admin' });
    await askOk(agent, 'agent:typing', { sessionId, isTyping: true });
    expect(await agentTyping).toEqual({ sessionId, senderType: 'admin', isTyping: true });

    const reply = nextEvent<ChatMessageView>(second, 'chat:message', { where: (m) => m.senderType === 'admin' });
    await askOk(agent, 'agent:send', { sessionId, message: 'Hi Aisyah, checking now' });
    expect((await reply).senderName).toBe('Kedai Admin');
    const receipt = nextEvent<{ readerType: string }>(agent, 'chat:read', {
      where: (r) => r.readerType === 'customer',
    });
    await askOk(first, 'chat:read', { sessionId });
    expect(await receipt).toMatchObject({ sessionId, readerType: 'customer' });
    const listed = await app.http().get('/api/admin/chat/sessions').set(bearer(adminToken)).expect(200);
    expect(listed.body.sessions.find((s: { sessionId: string }) => s.sessionId === sessionId)).toMatchObject({
      status: 'active',
      orderId: 'ORD-1',
      productName: 'Camera Pro',
    });
  });

  it('tells customers in chat rooms how many agents are online', async () => {
    const { socket } = await guestInChat();
    const agent = await agentSocket();
    const online = nextEvent<{ agentsOnline: number; withinHours: boolean }>(socket, 'chat:presence', {
      where: (p) => p.agentsOnline >= 1,
    });
    const ack = await askOk<{ agentsOnline: number }>(agent, 'agent:presence', { online: true });
    expect(ack.agentsOnline).toBeGreaterThanOrEqual(1);
    expect(typeof (await online).withinHours).toBe('boolean');
    const offline = nextEvent<{ agentsOnline: number }>(socket, 'chat:presence', {
      where: (p) => p.agentsOnline === 0,
    });
    agent.close();
    expect((await offline).agentsOnline).toBe(0);
  });
});
