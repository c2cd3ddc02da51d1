import type { ChatAssignmentEventView, ChatSessionAssigned } from '@kedai/contracts';
import type { Socket } from 'socket.io-client';
import { addAgent, bearer, connectSocket, loginAdmin, nextEvent, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

/**
 * Fair assignment (issue 32 item 6): round-robin among online agents with a per-agent cap, hand-back when an
 * agent goes offline, one owner when two ask at once, and every change on the conversation's timeline.
 */
describe('chat fair assignment', () => {
  let app: TestApp;
  let admin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  async function guestChat(message = 'Hello, I need help') {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(visitor.body.token))
      .send({ customerName: 'Pool Guest', message })
      .expect(201);
    return sent.body.session.id as string;
  }

  async function online(token: string): Promise<Socket> {
    const socket = await connectSocket(app, token);
    sockets.push(socket);
    const ack = (await socket.emitWithAck('agent:presence', { online: true })) as { ok: boolean };
    expect(ack.ok).toBe(true);
    return socket;
  }

  const settings = (body: Record<string, unknown>) =>
    app.http().put('/api/admin/chat/settings').set(bearer(admin)).send(body);

  const timeline = async (sessionId: string) =>
    (await app.http().get(`/api/admin/chat/sessions/${sessionId}/assignments`).set(bearer(admin)).expect(200)).body
      .assignments as ChatAssignmentEventView[];

  const assigneeOf = async (sessionId: string) => {
    const sessions = (await app.http().get('/api/admin/chat/sessions?status=open').set(bearer(admin)).expect(200)).body
      .sessions as { id: string; assigneeId: string | null }[];
    return sessions.find((session) => session.id === sessionId)?.assigneeId ?? null;
  };

  it('is off by default, with a cap of 5; the cap is checked', async () => {
    const current = (await app.http().get('/api/admin/chat/settings').set(bearer(admin)).expect(200)).body.settings;
    expect(current).toMatchObject({ autoAssignEnabled: false, autoAssignCap: 5 });
    for (const cap of [0, 51, 2.5, '3']) {
      const refused = await settings({ autoAssignCap: cap }).expect(400);
      expect(refused.body.message).toMatch(/cap must be/);
    }
    const agent = await addAgent(app, admin, 'Settings Agent');
    await app
      .http()
      .put('/api/admin/chat/settings')
      .set(bearer(agent.token))
      .send({ autoAssignEnabled: true })
      .expect(403);
  });

  it('two agents claiming at once: one owner, one 409, one line on the timeline', async () => {
    const siti = await addAgent(app, admin, 'Siti Racer');
    const ravi = await addAgent(app, admin, 'Ravi Racer');
    const sessionId = await guestChat();
    const claims = await Promise.all(
      [siti, ravi].map((agent) =>
        app.http().post(`/api/admin/chat/sessions/${sessionId}/claim`).set(bearer(agent.token)),
      ),
    );
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409]);
    const winner = claims.find((claim) => claim.status === 200)?.body.session.assigneeId;
    expect(await assigneeOf(sessionId)).toBe(winner);
    const lines = await timeline(sessionId);
    expect(lines.map((line) => [line.kind, line.to?.id])).toEqual([['claimed', winner]]);
  });

  it('manual assignment, unassignment and a first reply are on the timeline, and said live with their line', async () => {
    const nadia = await addAgent(app, admin, 'Nadia Timeline');
    const socket = await connectSocket(app, nadia.token);
    sockets.push(socket);
    const sessionId = await guestChat();
    const heard = nextEvent<ChatSessionAssigned>(socket, 'chat:session-assigned');
    await app
      .http()
      .put(`/api/admin/chat/sessions/${sessionId}/assignee`)
      .set(bearer(admin))
      .send({ assigneeId: nadia.id })
      .expect(200);
    expect((await heard).event).toMatchObject({ kind: 'assigned', to: { id: nadia.id, name: 'Nadia Timeline' } });
    await app
      .http()
      .put(`/api/admin/chat/sessions/${sessionId}/assignee`)
      .set(bearer(admin))
      .send({ assigneeId: null })
      .expect(200);
    await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(nadia.token))
      .send({ message: 'I can help' })
      .expect(201);
    const lines = await eventually(() => timeline(sessionId), { until: (l) => l.length === 3, what: 'three lines' });
    expect(lines.map((line) => [line.kind, line.from?.name ?? null, line.to?.name ?? null])).toEqual([
      ['assigned', null, 'Nadia Timeline'],
      ['unassigned', 'Nadia Timeline', null],
      ['replied', null, 'Nadia Timeline'],
    ]);
    expect(lines[1].byName).toBe(lines[0].byName);
  });

  it('round-robin: fewest open first, never over the cap; offline hands unanswered chats back; they are reassigned', async () => {
    // Conversations left open by earlier tests (this file's or another's on the same database) are ended, so the
    // pool holds only this test's.
    const open = (await app.http().get('/api/admin/chat/sessions?status=open').set(bearer(admin)).expect(200)).body
      .sessions as { id: string }[];
    for (const session of open) {
      await app.http().post(`/api/admin/chat/sessions/${session.id}/end`).set(bearer(admin)).expect(200);
    }
    const aisyah = await addAgent(app, admin, 'Aisyah Online');
    const ben = await addAgent(app, admin, 'Ben Online');
    await online(aisyah.token);
    const benSocket = await online(ben.token);
    await settings({ autoAssignEnabled: true, autoAssignCap: 2 }).expect(200);

    const chats: string[] = [];
    for (let i = 0; i < 5; i += 1) chats.push(await guestChat(`Help number ${i}`));
    const owners = await eventually(() => Promise.all(chats.map(assigneeOf)), {
      until: (list) => list.filter(Boolean).length === 4,
      what: 'four of five chats assigned',
    });
    const count = (id: string) => owners.filter((owner) => owner === id).length;
    expect([count(aisyah.id), count(ben.id)]).toEqual([2, 2]);
    // The fifth waits in the pool: both agents are at the cap.
    const pooled = chats[owners.indexOf(null)];
    expect(await timeline(pooled)).toEqual([]);
    // Each gift is one 'auto' line.
    for (const [index, sessionId] of chats.entries()) {
      if (!owners[index]) continue;
      expect((await timeline(sessionId)).map((line) => [line.kind, line.to?.id, line.byName])).toEqual([
        ['auto', owners[index], null],
      ]);
    }

    // Ben answers one of his: it is no longer waiting, so it stays his when he goes offline.
    const benChats = chats.filter((_, index) => owners[index] === ben.id);
    await app
      .http()
      .post(`/api/admin/chat/sessions/${benChats[0]}/messages`)
      .set(bearer(ben.token))
      .send({ message: 'On it' })
      .expect(201);

    // Chloe comes online: the pooled chat is hers (the only agent under the cap).
    const chloe = await addAgent(app, admin, 'Chloe Later');
    await online(chloe.token);
    await eventually(() => assigneeOf(pooled), { until: (owner) => owner === chloe.id, what: 'pool to Chloe' });

    // Ben goes offline: his unanswered chat goes back to the pool and on to Chloe (1 open, cap 2).
    await benSocket.emitWithAck('agent:presence', { online: false });
    await eventually(() => assigneeOf(benChats[1]), { until: (owner) => owner === chloe.id, what: 'hand-back' });
    expect(await assigneeOf(benChats[0])).toBe(ben.id);
    expect(
      (await timeline(benChats[1])).map((line) => [line.kind, line.from?.id ?? null, line.to?.id ?? null]),
    ).toEqual([
      ['auto', null, ben.id],
      ['handed-back', ben.id, null],
      ['auto', null, chloe.id],
    ]);
  });

  it('two processes handing out at once never give a conversation twice', async () => {
    // Everyone online is at the cap: new chats wait. Then two runs at once (two settings saves) hand them out.
    const chats = [await guestChat('Race one'), await guestChat('Race two'), await guestChat('Race three')];
    const dina = await addAgent(app, admin, 'Dina Fresh');
    const eddy = await addAgent(app, admin, 'Eddy Fresh');
    await settings({ autoAssignEnabled: false }).expect(200);
    await online(dina.token);
    await online(eddy.token);
    await Promise.all([
      settings({ autoAssignEnabled: true, autoAssignCap: 2 }).expect(200),
      settings({ autoAssignEnabled: true, autoAssignCap: 2 }).expect(200),
      app.http().post(`/api/admin/chat/sessions/${chats[0]}/claim`).set(bearer(admin)),
    ]);
    for (const sessionId of chats) {
      const lines = await eventually(() => timeline(sessionId), { until: (l) => l.length > 0, what: 'a line' });
      expect(lines).toHaveLength(1);
      expect(await assigneeOf(sessionId)).toBe(lines[0].to?.id);
    }
    await settings({ autoAssignEnabled: false }).expect(200);
  });
});
