import type { ChatSessionAssigned } from '@kedai/contracts';
import type { Socket } from 'socket.io-client';
import {
  addAgent,
  bearer,
  connectSocket,
  loginAdmin,
  nextEvent,
  registerUser,
  startTestApp,
  TestApp,
} from '../support/test-app';

/**
 * Chat assignment (issue: a support team's shift): an agent claims an unassigned chat, staff assign it to an
 * active colleague, every agent's socket hears it, and the inbox lists Mine / Unassigned / history.
 */
describe('chat assignment', () => {
  let app: TestApp;
  let admin: string;
  let adminId: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    adminId = (await app.http().get('/api/auth/me').set(bearer(admin)).expect(200)).body.user.id;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  /** A guest's conversation (it exists in the inbox from its first message). */
  async function guestChat(message = 'Hello, I need help') {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(visitor.body.token))
      .send({ customerName: 'Assign Guest', message })
      .expect(201);
    return sent.body.session.id as string;
  }

  const sessionsAs = async (token: string, query: string) =>
    (await app.http().get(`/api/admin/chat/sessions?${query}`).set(bearer(token)).expect(200)).body.sessions as {
      id: string;
      assigneeId: string | null;
      status: string;
    }[];

  it('an agent claims an unassigned chat; a second claim is refused; both agents hear it live', async () => {
    const siti = await addAgent(app, admin, 'Siti Claimer');
    const ravi = await addAgent(app, admin, 'Ravi Watcher');
    const sessionId = await guestChat();
    const raviSocket = await connectSocket(app, ravi.token);
    sockets.push(raviSocket);
    const heard = nextEvent<ChatSessionAssigned>(raviSocket, 'chat:session-assigned');

    const claimed = await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/claim`)
      .set(bearer(siti.token))
      .expect(200);
    expect(claimed.body.session).toMatchObject({ id: sessionId, assigneeId: siti.id, assigneeName: 'Siti Claimer' });
    const event = await heard;
    expect(event).toMatchObject({
      session: { id: sessionId, assigneeId: siti.id, assigneeName: 'Siti Claimer' },
      previousAssigneeId: null,
      assignedBy: { id: siti.id, name: 'Siti Claimer' },
    });

    // Claiming again is harmless for the owner, refused for anyone else.
    await app.http().post(`/api/admin/chat/sessions/${sessionId}/claim`).set(bearer(siti.token)).expect(200);
    const taken = await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/claim`)
      .set(bearer(ravi.token))
      .expect(409);
    expect(taken.body).toMatchObject({
      code: 'chat_already_assigned',
      message: 'This chat is already assigned to Siti Claimer',
    });

    // Mine / Unassigned, as each agent asks.
    expect((await sessionsAs(siti.token, 'assignee=me')).map((s) => s.id)).toContain(sessionId);
    expect((await sessionsAs(ravi.token, 'assignee=me')).map((s) => s.id)).not.toContain(sessionId);
    expect((await sessionsAs(ravi.token, 'assignee=none')).map((s) => s.id)).not.toContain(sessionId);
  });

  it('two agents claiming at once: exactly one gets the chat', async () => {
    const [a, b] = [await addAgent(app, admin, 'Racer A'), await addAgent(app, admin, 'Racer B')];
    const sessionId = await guestChat();
    const results = await Promise.all(
      [a, b].map((agent) => app.http().post(`/api/admin/chat/sessions/${sessionId}/claim`).set(bearer(agent.token))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.session.assigneeId;
    const list = await sessionsAs(admin, `assignee=${winner}`);
    expect(list.find((s) => s.id === sessionId)?.assigneeId).toBe(winner);
  });

  it('staff reassign to an active colleague; a deactivated one, a customer or a stranger id is refused', async () => {
    const nur = await addAgent(app, admin, 'Nur Assignee');
    const gone = await addAgent(app, admin, 'Gone Agent');
    await app
      .http()
      .put(`/api/admin/users/${gone.id}/status`)
      .set(bearer(admin))
      .send({ status: 'inactive' })
      .expect(200);
    const customer = await registerUser(app);
    const customerId = (await app.http().get('/api/auth/me').set(bearer(customer.token)).expect(200)).body.user.id;
    const sessionId = await guestChat();
    const path = `/api/admin/chat/sessions/${sessionId}/assignee`;

    // An agent may hand a chat to a colleague.
    const watcher = await connectSocket(app, admin);
    sockets.push(watcher);
    const heard = nextEvent<ChatSessionAssigned>(watcher, 'chat:session-assigned');
    const given = await app.http().put(path).set(bearer(nur.token)).send({ assigneeId: adminId }).expect(200);
    expect(given.body.session.assigneeId).toBe(adminId);
    expect((await heard).assignedBy).toEqual({ id: nur.id, name: 'Nur Assignee' });

    const refusals = [
      [gone.id, 422, 'assignee_inactive', 'Gone Agent is deactivated and cannot be given a chat'],
      [customerId, 422, 'assignee_not_staff', 'Only staff (admins and agents) can be given a chat'],
      ['8f0e7a52-3c1d-4c55-9b7e-0a1b2c3d4e5f', 422, 'assignee_not_found', 'Staff member not found'],
    ] as const;
    for (const [assigneeId, status, code, message] of refusals) {
      const refused = await app.http().put(path).set(bearer(admin)).send({ assigneeId }).expect(status);
      expect(refused.body).toMatchObject({ code, message });
    }
    const malformed = await app.http().put(path).set(bearer(admin)).send({ assigneeId: 'siti' }).expect(400);
    expect(malformed.body.errors).toContainEqual({
      field: 'assigneeId',
      messages: ['assigneeId must be a staff member id or null'],
    });
    // Nothing changed by the refusals.
    const still = await sessionsAs(admin, 'assignee=' + adminId);
    expect(still.find((s) => s.id === sessionId)?.assigneeId).toBe(adminId);

    // Unassigned again: back in everyone's Unassigned.
    await app.http().put(path).set(bearer(nur.token)).send({ assigneeId: null }).expect(200);
    expect((await sessionsAs(nur.token, 'assignee=none')).map((s) => s.id)).toContain(sessionId);
    // A customer cannot assign at all.
    await app.http().put(path).set(bearer(customer.token)).send({ assigneeId: null }).expect(403);
  });

  it('ended chats leave the open list for the searchable history and cannot be claimed', async () => {
    const sessionId = await guestChat('Where is order ORD-HISTORY-1?');
    await app.http().post(`/api/admin/chat/sessions/${sessionId}/end`).set(bearer(admin)).expect(200);
    expect((await sessionsAs(admin, 'status=open')).map((s) => s.id)).not.toContain(sessionId);
    const history = await sessionsAs(admin, 'status=ended&search=Assign%20Guest');
    expect(history.map((s) => s.id)).toContain(sessionId);
    expect(history.every((s) => s.status === 'ended')).toBe(true);
    const ended = await app.http().post(`/api/admin/chat/sessions/${sessionId}/claim`).set(bearer(admin)).expect(409);
    expect(ended.body.code).toBe('chat_ended');
    const badFilter = await app.http().get('/api/admin/chat/sessions?status=closed').set(bearer(admin)).expect(400);
    expect(badFilter.body.message).toBe('status must be one of open, waiting, active, ended, all');
  });
});
