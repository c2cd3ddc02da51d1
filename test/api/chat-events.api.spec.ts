import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import type { AckResponse, ChatJoined, ChatMessageView, ChatRead, ChatSessionView } from '@kedai/contracts';
import { AutoReplyScheduler } from '../../backend/src/modules/chat/auto-reply/auto-reply.scheduler';
import { ChatMessageWriter } from '../../backend/src/modules/chat/services/chat-message-writer';
import { nextAgentMessage, onAgentMessage } from '../support/agent-messages';
import { bearer, connectSocket, loginAdmin, startTestApp, TestApp } from '../support/test-app';

/**
 * Chat side effects are listeners of the chat domain events: each socket gets each message once, the
 * customer's ack does not wait for auto-reply scheduling, and socket payloads are validated at the edge.
 */
type Ok<T> = Extract<AckResponse<T>, { ok: true }>;
type Failed = Extract<AckResponse<unknown>, { ok: false }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** How many times each message id arrived on this socket, alone (chat:message) or in the agents' chat:messages. */
function countMessages(socket: Socket) {
  const counts = new Map<string, number>();
  const payloads: (ChatMessageView & { session?: ChatSessionView })[] = [];
  const count = (message: ChatMessageView & { session?: ChatSessionView }) => {
    counts.set(message.id, (counts.get(message.id) ?? 0) + 1);
    payloads.push(message);
  };
  socket.on('chat:message', count);
  onAgentMessage(socket, count);
  return { counts, payloads };
}

function waitFor<T>(socket: Socket, event: string, predicate: (payload: T) => boolean, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No matching "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!predicate(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

describe('chat: domain events and socket payloads', () => {
  let app: TestApp;
  let adminToken: string;
  const sockets: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };

  async function guestInChat(name = 'Events Guest') {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = track(await connectSocket(app, visitor.body.token));
    const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: name });
    return { socket, sessionId: joined.session.sessionId };
  }
  const agentSocket = async () => track(await connectSocket(app, adminToken));

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await loginAdmin(app);
    await app
      .http()
      .put('/api/admin/chat/settings')
      .set(bearer(adminToken))
      .send({ autoReplyEnabled: true, responseDelaySeconds: 1 })
      .expect(200);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  it('delivers each message once per socket: to the customer, to an agent in the conversation, to other agents', async () => {
    const { socket, sessionId } = await guestInChat('Once Each');
    const inConversation = await agentSocket();
    const elsewhere = await agentSocket();
    await askOk<ChatJoined>(inConversation, 'agent:join-session', { sessionId });
    const toCustomer = countMessages(socket);
    const toAgent = countMessages(inConversation);
    const toOtherAgent = countMessages(elsewhere);

    const ids: string[] = [];
    for (const text of ['first', 'second']) {
      const sent = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', {
        sessionId,
        clientId: randomUUID(),
        message: `once ${text}`,
      });
      ids.push(sent.message.id);
    }
    const reply = await askOk<{ message: ChatMessageView }>(inConversation, 'agent:send', {
      sessionId,
      message: 'once from the agent',
    });
    ids.push(reply.message.id);
    await sleep(400);

    for (const seen of [toCustomer, toAgent, toOtherAgent]) {
      expect(ids.map((id) => seen.counts.get(id) ?? 0)).toEqual([1, 1, 1]);
    }
    // The agents' copy carries the session's summary; the customer's does not.
    expect(toAgent.payloads.every((message) => message.session?.id === sessionId)).toBe(true);
    expect(toCustomer.payloads.every((message) => message.session === undefined)).toBe(true);
  });

  it('acks the customer while auto-reply scheduling is held, and delivers the auto-reply once released', async () => {
    const keyword = `heron${Date.now().toString(36)}`;
    await app
      .http()
      .post('/api/admin/chat/auto-reply-rules')
      .set(bearer(adminToken))
      .send({ name: 'Held test', keywords: [keyword], response: 'Held answer', priority: -60 })
      .expect(201);
    const scheduler = app.app.get(AutoReplyScheduler);
    const original = scheduler.onCustomerMessage.bind(scheduler);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let called = 0;
    const spy = jest.spyOn(scheduler, 'onCustomerMessage').mockImplementation(async (...args) => {
      called += 1;
      await held;
      return original(...args);
    });
    try {
      const { socket, sessionId } = await guestInChat('Held Scheduler');
      const auto = waitFor<ChatMessageView>(socket, 'chat:message', (m) => m.senderType === 'auto', 8000);
      const ack = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', {
        sessionId,
        message: `about ${keyword}`,
      });
      expect(ack.message).toMatchObject({ senderType: 'customer', message: `about ${keyword}` });
      expect(called).toBe(1);
      release();
      expect((await auto).message).toBe('Held answer');
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('marks read only up to the given message with agent:mark-read upTo, and all without it', async () => {
    const { socket, sessionId } = await guestInChat('Read Up To');
    const agent = await agentSocket();
    const ids: string[] = [];
    for (const text of ['r1', 'r2', 'r3']) {
      ids.push(
        (await askOk<{ message: ChatMessageView }>(socket, 'chat:send', { sessionId, message: text })).message.id,
      );
    }
    const updated = waitFor<ChatSessionView>(agent, 'chat:session-updated', (s) => s.id === sessionId);
    const read = await askOk<ChatRead>(agent, 'agent:mark-read', { sessionId, upTo: ids[1] });
    expect(read).toEqual({ sessionId, readerType: 'admin', upTo: ids[1] });
    expect((await updated).unreadCount).toBe(1);
    const messages = async () =>
      (
        await app.http().get(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(adminToken)).expect(200)
      ).body.messages.map((m: ChatMessageView) => [m.message, m.isRead]);
    expect(await messages()).toEqual([
      ['r1', true],
      ['r2', true],
      ['r3', false],
    ]);

    const other = await guestInChat('Other Session');
    const foreign = await askOk<{ message: ChatMessageView }>(other.socket, 'chat:send', {
      sessionId: other.sessionId,
      message: 'not yours',
    });
    const missing = { code: 'chat_message_not_found', message: 'Message not found' };
    expect(await askError(agent, 'agent:mark-read', { sessionId, upTo: foreign.message.id })).toEqual(missing);
    expect(await askError(agent, 'agent:mark-read', { sessionId, upTo: 'not-an-id' })).toEqual(missing);

    const all = await askOk<ChatRead>(agent, 'agent:mark-read', { sessionId });
    expect(all.upTo).toBe(ids[2]);
    expect((await messages()).map(([, isRead]: [string, boolean]) => isRead)).toEqual([true, true, true]);
    const listed = await app.http().get('/api/admin/chat/sessions').set(bearer(adminToken)).expect(200);
    expect(listed.body.sessions.find((s: ChatSessionView) => s.id === sessionId).unreadCount).toBe(0);
  });

  it('a resend re-announces a message whose first send was stored but never announced (a crash in between)', async () => {
    const { socket, sessionId } = await guestInChat('Crash Survivor');
    const agent = await agentSocket();
    const seen = countMessages(agent);
    const clientId = randomUUID();
    // The message is committed, and then the process that stored it "dies" before announcing it.
    const stored = await app.app.get(ChatMessageWriter).write(sessionId, {
      senderType: 'customer',
      senderId: null,
      senderName: 'Crash Survivor',
      message: 'did you get this?',
      clientId,
    });
    await sleep(300);
    expect(seen.counts.get(stored.message.id)).toBeUndefined();

    // The customer's widget resends it (same clientId): it is answered with the stored message, and the
    // agents, who never heard of it, now get it.
    const resent = await askOk<{ message: ChatMessageView }>(socket, 'chat:send', {
      sessionId,
      clientId,
      message: 'did you get this?',
    });
    expect(resent.message.id).toBe(stored.message.id);
    const heard = await nextAgentMessage(agent, (m) => m.id === stored.message.id);
    expect(heard.message).toBe('did you get this?');
    // The resend's batch held no new message: its session still comes back, as stored, for the agents' copy.
    expect(heard.session).toMatchObject({ id: sessionId, lastMessage: 'did you get this?', unreadCount: 1 });
  });

  it('validates socket payloads at the edge with clear codes and messages', async () => {
    const { socket, sessionId } = await guestInChat('Bad Payloads');
    const agent = await agentSocket();
    const notFound = { code: 'chat_session_not_found', message: 'Chat session not found' };
    expect(await askError(socket, 'chat:send', { sessionId: 'nope', message: 'hi' })).toEqual(notFound);
    expect(await askError(socket, 'chat:read', 'not an object')).toEqual(notFound);
    expect(await askError(socket, 'chat:send', { sessionId, message: 42 })).toEqual({
      code: 'message_empty',
      message: 'Message cannot be empty',
    });
    expect(await askError(socket, 'chat:send', { sessionId, message: 'hi', clientId: 'x'.repeat(101) })).toEqual({
      code: 'invalid_client_id',
      message: 'clientId must be a string of up to 100 characters',
    });
    expect(await askError(socket, 'chat:typing', { sessionId })).toEqual({
      code: 'validation_failed',
      message: 'isTyping must be true or false',
    });
    expect(await askError(socket, 'chat:rate', { sessionId, rating: 'five' })).toEqual({
      code: 'invalid_rating',
      message: 'Please choose a rating from 1 to 5',
    });
    expect(await askError(agent, 'agent:presence', { online: 'yes' })).toEqual({
      code: 'validation_failed',
      message: 'online must be true or false',
    });
    expect(await askError(agent, 'agent:end-session', {})).toEqual(notFound);
    expect(await askError(socket, 'order:watch', { orderId: 42 })).toEqual({
      code: 'not_found',
      message: 'Order not found',
    });
    // What PostgreSQL cannot store is refused at the edge, as over HTTP, never an internal_error.
    expect(await askError(socket, 'chat:send', { sessionId, message: 'hi\u0000there' })).toEqual({
      code: 'invalid_character',
      message: 'The request contains a character that is not allowed (a NUL byte). Please remove it and try again.',
    });
    expect(await askError(socket, 'chat:join', { customerName: '\ud800' })).toMatchObject({ code: 'invalid_text' });
  });
});
