import type { AckResponse, ChatJoined, OutboundEmailView } from '@kedai/contracts';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
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
import { rooms } from '@kedai/contracts';
import { eventually, keepsHolding } from '../support/wait';
import { RealtimeService } from '../../backend/src/core/realtime/realtime.service';

/**
 * Conversation continuity, second part (issue 16): the customer's transcript e-mail (content escaped, once per
 * conversation per 10 minutes), and the digest of the agent replies written inside the 10-minute e-mail window.
 * Whatever the time of day: an after-hours auto-reply may join a conversation, so nothing counts on its absence.
 */
describe('chat transcript and continuity digest', () => {
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
    (
      (await app.http().get(`/api/admin/outbox?relatedId=${sessionId}`).set(bearer(admin)).expect(200))
        .body as OutboundEmailView[]
    ).reverse();

  /** A guest who chatted over REST only (so never connected) and gave an e-mail. */
  async function awayGuest(name: string, email: string | null, message: string) {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const token = visitor.body.token as string;
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(token))
      .send({ customerName: name, ...(email && { customerEmail: email }), message })
      .expect(201);
    return { token, sessionId: sent.body.session.id as string };
  }

  it('e-mails the conversation with every message escaped, once per 10 minutes, to the given e-mail only', async () => {
    const email = uniqueEmail('transcript');
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = await connectSocket(app, visitor.body.token);
    const join = (await socket.emitWithAck('chat:join', {
      customerName: 'Aina <Tester>',
      customerEmail: email,
    })) as AckResponse<ChatJoined>;
    if (!join.ok) throw new Error(join.error.message);
    const sessionId = join.data.session.id;
    await socket.emitWithAck('chat:send', { sessionId, message: 'Is <script>alert(1)</script> & "this" safe?' });
    await reply(sessionId, 'Yes, <b>quite</b> safe');

    const sent = (await socket.emitWithAck('chat:transcript', { sessionId })) as AckResponse<{ email: string }>;
    expect(sent).toEqual({ ok: true, data: { email } });
    const [mail] = (await mailsAbout(sessionId)).filter((m) => m.subject === 'Your Kedai support chat transcript');
    expect(mail.toAddress).toBe(email);
    expect(mail.textBody).toContain('Aina <Tester>: Is <script>alert(1)</script> & "this" safe?');
    expect(mail.textBody).toMatch(/\] [^\n:]+: Yes, <b>quite<\/b> safe/);
    expect(mail.textBody).toMatch(/\[\d{1,2} \w{3} \d{4},? \d{2}:\d{2}\] /);
    expect(mail.htmlBody).toContain('Is &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;this&quot; safe?');
    expect(mail.htmlBody).toContain('Yes, &lt;b&gt;quite&lt;/b&gt; safe');
    expect(mail.htmlBody).toContain('Hi Aina &lt;Tester&gt;,');
    expect(mail.htmlBody).not.toContain('<script>');

    // Asked again at once (socket or REST): refused with a reason, and no second e-mail.
    const again = (await socket.emitWithAck('chat:transcript', { sessionId })) as AckResponse<unknown>;
    expect(again).toMatchObject({ ok: false, error: { code: 'transcript_rate_limited' } });
    const rest = await app
      .http()
      .post(`/api/chat/sessions/${sessionId}/transcript`)
      .set(bearer(visitor.body.token))
      .expect(429);
    expect(rest.body.message).toMatch(/less than 10 minutes ago/);
    expect((await mailsAbout(sessionId)).filter((m) => m.subject.includes('transcript'))).toHaveLength(1);

    // Someone else's conversation is not found; a malformed id neither.
    const stranger = await app.http().post('/api/auth/visitor').send({}).expect(200);
    await app.http().post(`/api/chat/sessions/${sessionId}/transcript`).set(bearer(stranger.body.token)).expect(404);
    await app.http().post('/api/chat/sessions/not-a-uuid/transcript').set(bearer(stranger.body.token)).expect(404);
    socket.close();
  });

  it('a signed-in customer gets it at the account e-mail; a guest who gave none is told what to do', async () => {
    const customer = await registerUser(app, 'Farid Transcript');
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(customer.token))
      .send({ message: 'Please send me this chat' })
      .expect(201);
    const sessionId = sent.body.session.id as string;
    const answer = await app
      .http()
      .post(`/api/chat/sessions/${sessionId}/transcript`)
      .set(bearer(customer.token))
      .expect(202);
    expect(answer.body).toEqual({ email: customer.email.toLowerCase() });
    const mails = (await mailsAbout(sessionId)).filter((m) => m.subject.includes('transcript'));
    expect(mails.map((m) => m.toAddress)).toEqual([customer.email.toLowerCase()]);
    expect(mails[0].textBody).toContain('Farid Transcript: Please send me this chat');

    const guest = await awayGuest('No Mail', null, 'hello there');
    const refused = await app
      .http()
      .post(`/api/chat/sessions/${guest.sessionId}/transcript`)
      .set(bearer(guest.token))
      .expect(422);
    expect(refused.body).toMatchObject({ code: 'transcript_no_email' });
    expect(refused.body.message).toMatch(/Write it in the chat/);
    expect(await mailsAbout(guest.sessionId)).toEqual([]);
  });

  it('three replies inside the window: the first is e-mailed at once, the other two later as one digest', async () => {
    const email = uniqueEmail('digest');
    const { sessionId } = await awayGuest('Digest Guest', email, 'My code does not work');
    await reply(sessionId, 'First: here is a new code KD-1');
    // Written in the reply's own transaction: there as soon as the reply is answered.
    expect((await mailsAbout(sessionId)).map((m) => m.subject)).toEqual(['Kedai support replied to your chat']);
    await reply(sessionId, 'Second: did it work?');
    await reply(sessionId, 'Third: anything else?');
    const first = await mailsAbout(sessionId);
    expect(first).toHaveLength(1);
    expect(first[0].textBody).toContain('First: here is a new code KD-1');
    expect(first[0].textBody).not.toContain('Second');

    // One digest job, due when the window closes (10 minutes after the first e-mail); run it now.
    const queue = app.app.get(JobsService).queue('chat');
    const digests = await eventually(
      async () =>
        (await queue.getDelayed()).filter(
          (job) => job.name === 'continuity-digest' && (job.data as { sessionId: string }).sessionId === sessionId,
        ),
      { until: (found) => found.length > 0, timeoutMs: 5000, what: 'the digest job' },
    );
    expect(digests).toHaveLength(1);
    const delay = digests[0].timestamp + digests[0].opts.delay! - Date.now();
    expect(delay).toBeGreaterThan(9 * 60_000);
    expect(delay).toBeLessThanOrEqual(10 * 60_000);
    await digests[0].promote();

    const mails = await eventually(() => mailsAbout(sessionId), {
      until: (found) => found.length >= 2,
      timeoutMs: 5000,
      what: 'the digest e-mail',
    });
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ toAddress: email, subject: 'More replies from Kedai support' });
    expect(mails[1].textBody).toMatch(/[^\n:]+: Second: did it work\?\n\n[^\n:]+: Third: anything else\?/);
    expect(mails[1].textBody).not.toContain('First:');
  });

  it("auto-claim: an agent's first reply to an unassigned chat makes it theirs, live on every staff screen", async () => {
    const watcher = await connectSocket(app, admin);
    const { sessionId } = await awayGuest('Claim Guest', null, 'Anyone there?');
    const heard = new Promise<{ session: { id: string; assigneeName: string | null }; previousAssigneeId: null }>(
      (resolve) =>
        watcher.on('chat:session-assigned', (event: { session: { id: string; assigneeName: string | null } }) => {
          if (event.session.id === sessionId) resolve(event as never);
        }),
    );
    const first = await reply(sessionId, 'Hello, I am here');
    const me = first.body.chatMessage.senderId as string;
    const event = await heard;
    expect(event.previousAssigneeId).toBeNull();
    const sessions = async (query: string) =>
      (
        (await app.http().get(`/api/admin/chat/sessions?${query}`).set(bearer(admin)).expect(200)).body.sessions as {
          id: string;
          assigneeId: string | null;
        }[]
      ).filter((s) => s.id === sessionId);
    expect(await sessions('assignee=none')).toEqual([]);
    const mine = await sessions('assignee=me');
    expect(mine).toHaveLength(1);
    expect(mine[0].assigneeId).toBe(me);
    expect(event.session.assigneeName).toBe(first.body.chatMessage.senderName);
    watcher.close();
  });

  it('a chat assigned to a staff member who is then deactivated goes back to Unassigned, live', async () => {
    const agent = await addAgent(app, admin, 'Leaving Agent');
    const { sessionId } = await awayGuest('Orphan Guest', null, 'Still there?');
    await app.http().post(`/api/admin/chat/sessions/${sessionId}/claim`).set(bearer(agent.token)).expect(200);

    const watcher = await connectSocket(app, admin);
    const heard = new Promise<{ session: { assigneeId: string | null }; previousAssigneeId: string | null }>(
      (resolve) =>
        watcher.on('chat:session-assigned', (event: { session: { id: string; assigneeId: string | null } }) => {
          if (event.session.id === sessionId) resolve(event as never);
        }),
    );
    await app
      .http()
      .put(`/api/admin/users/${agent.id}/status`)
      .set(bearer(admin))
      .send({ status: 'inactive' })
      .expect(200);
    expect(await heard).toMatchObject({ session: { assigneeId: null }, previousAssigneeId: agent.id });
    const unassigned = (await app.http().get('/api/admin/chat/sessions?assignee=none').set(bearer(admin)).expect(200))
      .body.sessions as { id: string }[];
    expect(unassigned.map((s) => s.id)).toContain(sessionId);
    watcher.close();
  });

  it('customer presence: online while the widget is connected, offline when it leaves, said live to staff', async () => {
    const watcher = await connectSocket(app, admin);
    const heard: { sessionId: string; online: boolean }[] = [];
    watcher.on('chat:customer-presence', (event: { sessionId: string; online: boolean }) => heard.push(event));
    const online = async () =>
      (await app.http().get('/api/admin/chat/customers-online').set(bearer(admin)).expect(200)).body
        .sessionIds as string[];

    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const customer = await connectSocket(app, visitor.body.token);
    const join = (await customer.emitWithAck('chat:join', {
      customerName: 'Present Guest',
    })) as AckResponse<ChatJoined>;
    if (!join.ok) throw new Error(join.error.message);
    const sessionId = join.data.session.id;
    expect(await online()).toContain(sessionId);

    customer.close();
    await eventually(() => heard.some((e) => e.sessionId === sessionId && !e.online), { what: 'offline said' });
    expect(heard.filter((e) => e.sessionId === sessionId)).toEqual([
      { sessionId, online: true },
      { sessionId, online: false },
    ]);
    expect(await online()).not.toContain(sessionId);

    const visitorToken = visitor.body.token as string;
    await app.http().get('/api/admin/chat/customers-online').set(bearer(visitorToken)).expect(401);
    watcher.close();
  });

  it('customer presence with two tabs: closing one keeps the chat online, closing both takes it offline', async () => {
    const watcher = await connectSocket(app, admin);
    const heard: { sessionId: string; online: boolean }[] = [];
    watcher.on('chat:customer-presence', (event: { sessionId: string; online: boolean }) => heard.push(event));
    const online = async () =>
      (await app.http().get('/api/admin/chat/customers-online').set(bearer(admin)).expect(200)).body
        .sessionIds as string[];
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const openTab = async () => {
      const tab = await connectSocket(app, visitor.body.token as string);
      const join = (await tab.emitWithAck('chat:join', { customerName: 'Two Tabs' })) as AckResponse<ChatJoined>;
      if (!join.ok) throw new Error(join.error.message);
      return { tab, sessionId: join.data.session.id };
    };
    const first = await openTab();
    const second = await openTab();
    expect(second.sessionId).toBe(first.sessionId);
    const { sessionId } = first;

    first.tab.close();
    // The server has dropped the tab's socket; then, for the moment its presence update takes, nothing changes.
    await eventually(
      async () => (await app.app.get(RealtimeService).io.in(rooms.chat(sessionId)).fetchSockets()).length === 1,
      { what: "the first tab's socket gone" },
    );
    await keepsHolding(
      async () => {
        expect(await online()).toContain(sessionId);
        expect(heard.filter((e) => e.sessionId === sessionId && !e.online)).toEqual([]);
      },
      { forMs: 300 },
    );

    second.tab.close();
    await eventually(() => heard.some((e) => e.sessionId === sessionId && !e.online), { what: 'offline said' });
    expect(heard.filter((e) => e.sessionId === sessionId && !e.online)).toHaveLength(1);
    expect(await online()).not.toContain(sessionId);
    watcher.close();
  });
});
