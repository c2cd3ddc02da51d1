import type {
  AckResponse,
  ChatJoined,
  ChatMention,
  MissedChatAlerts,
  ChatMessageView,
  ChatSessionView,
  OutboundEmailView,
} from '@kedai/contracts';
import type { Socket } from 'socket.io-client';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { AutoReplyScheduler } from '../../backend/src/modules/chat/auto-reply/auto-reply.scheduler';
import { nextAgentMessage } from '../support/agent-messages';
import { addAgent, bearer, connectSocket, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually, keepsHolding, nextEvent } from '../support/wait';

async function ask<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return response.data;
}

/** Every chat:message a customer socket receives from now on. */
function recordCustomer(socket: Socket): ChatMessageView[] {
  const seen: ChatMessageView[] = [];
  socket.on('chat:message', (message: ChatMessageView) => seen.push(message));
  return seen;
}

/**
 * Staff-only notes (issue 32 item 2): a note is stored and shown to agents, and never reaches the customer by
 * any path; `@name` in a note alerts that teammate only.
 */
describe('chat staff-only notes and mentions', () => {
  let app: TestApp;
  let admin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(() => app.close());

  const open = async (token?: string) => {
    const socket = await connectSocket(app, token);
    sockets.push(socket);
    return socket;
  };

  async function guest(name: string) {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const token = visitor.body.token as string;
    const socket = await open(token);
    const email = uniqueEmail('notes');
    const joined = await ask<ChatJoined>(socket, 'chat:join', { customerName: name, customerEmail: email });
    return { token, socket, email, sessionId: joined.session.id };
  }

  const post = (sessionId: string, body: Record<string, unknown>, token = admin) =>
    app.http().post(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(token)).send(body).expect(201);

  const mailsAbout = async (sessionId: string) =>
    (await app.http().get(`/api/admin/outbox?relatedId=${sessionId}`).set(bearer(admin)).expect(200))
      .body as OutboundEmailView[];

  it('a note never reaches the customer live, in their history, on rejoining, or in the session summary', async () => {
    const customer = await guest('Hidden Notes');
    const received = recordCustomer(customer.socket);
    await ask(customer.socket, 'chat:send', { sessionId: customer.sessionId, message: 'My code says expired' });
    const agent = await open(admin);
    const agentHeard = nextAgentMessage(agent, (m) => m.isNote === true);

    const note = await post(customer.sessionId, { message: 'Refund risk: customer already had 2 codes', isNote: true });
    expect(note.body.chatMessage).toMatchObject({ isNote: true, senderType: 'admin' });
    // Agents hear it live, marked as a note, and it does not move the conversation's summary on.
    const live = await agentHeard;
    expect(live).toMatchObject({ id: note.body.chatMessage.id, isNote: true });
    expect(live.session.lastMessage).toBe('My code says expired');
    // The same through agent:send.
    await ask(agent, 'agent:send', { sessionId: customer.sessionId, message: 'socket note too', isNote: true });

    // A public reply after the notes: once the customer has it, anything sent before it has arrived too.
    const reply = await post(customer.sessionId, { message: 'Let me check that for you' });
    await eventually(() => received.some((m) => m.id === reply.body.chatMessage.id), { what: 'the public reply' });
    expect(received.map((m) => m.message)).toEqual(['My code says expired', 'Let me check that for you']);

    const history = await ask<{ messages: ChatMessageView[] }>(customer.socket, 'chat:history', {
      sessionId: customer.sessionId,
    });
    expect(history.messages.map((m) => m.message)).toEqual(['My code says expired', 'Let me check that for you']);
    const rest = await app.http().get('/api/chat/sessions/current/messages').set(bearer(customer.token)).expect(200);
    expect(JSON.stringify(rest.body)).not.toMatch(/Refund risk|socket note/);
    const rejoined = await ask<ChatJoined>(customer.socket, 'chat:join', { sessionId: customer.sessionId });
    expect(JSON.stringify(rejoined)).not.toMatch(/Refund risk|socket note/);
    // The customer's read receipt names their last public message, not a note.
    const read = await ask<{ upTo: string | null }>(customer.socket, 'chat:read', { sessionId: customer.sessionId });
    expect(read.upTo).toBe(reply.body.chatMessage.id);

    // The agents' view has all four, in order.
    const all = await app
      .http()
      .get(`/api/admin/chat/sessions/${customer.sessionId}/messages`)
      .set(bearer(admin))
      .expect(200);
    expect((all.body.messages as ChatMessageView[]).map((m) => [m.message, m.isNote])).toEqual([
      ['My code says expired', false],
      ['Refund risk: customer already had 2 codes', true],
      ['socket note too', true],
      ['Let me check that for you', false],
    ]);
    const agentJoined = await ask<ChatJoined>(agent, 'agent:join-session', { sessionId: customer.sessionId });
    expect(agentJoined.messages.filter((m) => m.isNote)).toHaveLength(2);
  });

  it('a note is not in the transcript e-mail, and is not e-mailed to a customer who left', async () => {
    const customer = await guest('Mail Notes');
    await ask(customer.socket, 'chat:send', { sessionId: customer.sessionId, message: 'Hello, order problem' });
    await post(customer.sessionId, { message: 'Internal: check the Steam key batch', isNote: true });
    await ask(customer.socket, 'chat:transcript', { sessionId: customer.sessionId });
    const [transcript] = await eventually(() => mailsAbout(customer.sessionId), {
      until: (mails) => mails.length === 1,
      what: 'the transcript',
    });
    expect(transcript.textBody).toContain('Hello, order problem');
    expect(transcript.textBody).not.toContain('Steam key batch');

    // The customer leaves: a note e-mails nothing; the reply after it is e-mailed without the note.
    customer.socket.close();
    await eventually(
      async () =>
        !(
          (await app.http().get('/api/admin/chat/customers-online').set(bearer(admin)).expect(200)).body
            .sessionIds as string[]
        ).includes(customer.sessionId),
      { what: 'the customer gone' },
    );
    await post(customer.sessionId, { message: 'Internal: they left, @nobody', isNote: true });
    await keepsHolding(async () => expect(await mailsAbout(customer.sessionId)).toHaveLength(1), {
      forMs: 1000,
      intervalMs: 200,
    });
    await post(customer.sessionId, { message: 'Your new key is on its way' });
    const mails = await eventually(() => mailsAbout(customer.sessionId), {
      until: (all) => all.length === 2,
      what: 'the continuity e-mail',
    });
    const continuity = mails.find((mail) => mail.subject === 'Kedai support replied to your chat')!;
    expect(continuity.textBody).toContain('Your new key is on its way');
    expect(continuity.textBody).not.toMatch(/Internal|Steam key batch/);
  });

  it('a note does not count as an agent reply: it neither claims the chat nor silences the after-hours answer', async () => {
    const scheduler = app.app.get(AutoReplyScheduler);
    const jobs = app.app.get(JobsService);
    const original = scheduler.onCustomerMessage.bind(scheduler);
    const night = new Date(Date.now() + 41 * 24 * 60 * 60 * 1000);
    night.setUTCHours(17, 0, 0, 0); // 01:00 in Malaysia: chat is closed
    const scheduling: Promise<void>[] = [];
    const spies = [
      jest.spyOn(scheduler, 'onCustomerMessage').mockImplementation((message, orderId) => {
        const step = original(message, orderId, night);
        scheduling.push(step);
        return step;
      }),
      jest.spyOn(jobs, 'add'),
    ];
    try {
      const customer = await guest('Night Notes');
      const send = async (message: string) => {
        const count = scheduling.length + 1;
        await ask(customer.socket, 'chat:send', { sessionId: customer.sessionId, message });
        await eventually(() => scheduling.length >= count, { what: 'the scheduling' });
        await Promise.all(scheduling);
      };
      const queued = () =>
        (spies[1] as jest.SpyInstance).mock.calls.filter(
          ([queue, name, data]) => queue === 'chat' && name === 'auto-reply' && data.sessionId === customer.sessionId,
        ).length;
      await send('hello');
      expect(queued()).toBe(1);
      const agent = await open(admin);
      await ask(agent, 'agent:send', { sessionId: customer.sessionId, message: 'note only', isNote: true });
      await send('Thank you!');
      // After a real reply this would stay 1 (chat-greeting-fallback.api.spec.ts); a note is not one.
      expect(queued()).toBe(2);
      const sessions = await app.http().get('/api/admin/chat/sessions').set(bearer(admin)).expect(200);
      const session = (sessions.body.sessions as ChatSessionView[]).find((s) => s.id === customer.sessionId)!;
      expect(session).toMatchObject({ assigneeId: null, status: 'waiting', lastMessage: 'Thank you!' });
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('@name in a note alerts that teammate only, once, on their own sockets', async () => {
    const mei = await addAgent(app, admin, 'Mei Ling');
    const ravi = await addAgent(app, admin, 'Ravi Kumar');
    const customer = await guest('Mention Case');
    const meiSocket = await open(mei.token);
    const raviSocket = await open(ravi.token);
    const raviMentions: ChatMention[] = [];
    raviSocket.on('chat:mention', (mention: ChatMention) => raviMentions.push(mention));
    const adminMentions: ChatMention[] = [];
    const adminSocket = await open(admin);
    adminSocket.on('chat:mention', (mention: ChatMention) => adminMentions.push(mention));

    const toMei = nextEvent<ChatMention>(meiSocket, 'chat:mention');
    const note = await post(customer.sessionId, {
      message: '@mei ling can you verify the payment?',
      isNote: true,
      clientId: 'n-1',
    });
    const mention = await toMei;
    expect(mention).toMatchObject({
      sessionId: customer.sessionId,
      messageId: note.body.chatMessage.id,
      agentId: mei.id,
      byName: expect.any(String),
      text: '@mei ling can you verify the payment?',
      customerName: 'Mention Case',
    });
    // A resend of the same note alerts nobody again; a later note naming Ravi proves what Ravi got before it.
    await post(customer.sessionId, { message: '@mei ling can you verify the payment?', isNote: true, clientId: 'n-1' });
    const meiAgain: ChatMention[] = [];
    meiSocket.on('chat:mention', (m: ChatMention) => meiAgain.push(m));
    const toRavi = nextEvent<ChatMention>(raviSocket, 'chat:mention');
    await post(customer.sessionId, { message: 'and @Ravi Kumar for the refund', isNote: true });
    await toRavi;
    expect(raviMentions.map((m) => m.text)).toEqual(['and @Ravi Kumar for the refund']);
    expect(meiAgain).toEqual([]);
    expect(adminMentions).toEqual([]);

    // A public reply with @name alerts nobody (mentions are for notes).
    const publicReply = await post(customer.sessionId, { message: 'Hi, @Ravi Kumar will help you' });
    await nextAgentMessage(raviSocket, (m) => m.id === publicReply.body.chatMessage.id);
    expect(raviMentions).toHaveLength(1);
  });

  it('a note that named an agent while their screen was away is given back to them after the reconnect, to them only', async () => {
    const aida = await addAgent(app, admin, 'Aida Away');
    const other = await addAgent(app, admin, 'Omar Other');
    const customer = await guest('Missed Mention');
    const since = new Date(Date.now() - 1000).toISOString();
    // Aida has no socket open: the live chat:mention reaches nobody.
    const note = await post(customer.sessionId, { message: 'please check this one @Aida Away', isNote: true });
    const missed = async (token: string) =>
      (
        await app
          .http()
          .get(`/api/admin/chat/messages?since=${encodeURIComponent(since)}`)
          .set(bearer(token))
          .expect(200)
      ).body as MissedChatAlerts;
    const forAida = await missed(aida.token);
    expect(forAida.mentions).toEqual([
      expect.objectContaining({
        sessionId: customer.sessionId,
        messageId: note.body.chatMessage.id,
        agentId: aida.id,
        text: 'please check this one @Aida Away',
        customerName: 'Missed Mention',
      }),
    ]);
    // The note is no customer message: it is not among the messages to chime for.
    expect(forAida.messages.map((m) => m.id)).not.toContain(note.body.chatMessage.id);
    expect((await missed(other.token)).mentions).toEqual([]);
    expect((await missed(admin)).mentions).toEqual([]);
  });
});
