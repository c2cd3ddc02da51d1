import { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { AckResponse, ChatJoined, ChatMessageView } from '@kedai/contracts';
import { ChatMessageWriter } from '../../backend/src/modules/chat/services/chat-message-writer';
import { ChatSession } from '../../backend/src/modules/chat/entities/chat-session.entity';
import { nextAgentMessage, onAgentMessage } from '../support/agent-messages';
import { connectSocket, loginAdmin, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

/**
 * Bursts of messages go through the batched writer together: these check what batching must not
 * change — stored before delivered, in the order stored, once per clientId, never into an ended session.
 */
const ask = async <T>(socket: Socket, event: string, payload: unknown) =>
  (await socket.timeout(10_000).emitWithAck(event, payload)) as AckResponse<T>;

describe('chat: messages written in batches', () => {
  let app: TestApp;
  let agent: Socket;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    agent = await connectSocket(app, await loginAdmin(app));
    sockets.push(agent);
    // An agent at the desk: outside chat hours the shop would otherwise answer the bursts with "agents are away".
    const presence = await ask<{ agentsOnline: number }>(agent, 'agent:presence', { online: true });
    if (!presence.ok) throw new Error(presence.error.message);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  async function guest(name: string) {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = await connectSocket(app, visitor.body.token);
    sockets.push(socket);
    const joined = await ask<ChatJoined>(socket, 'chat:join', { customerName: name });
    if (!joined.ok) throw new Error(joined.error.message);
    return { socket, sessionId: joined.data.session.id };
  }

  it('stores a burst from several sessions once each, delivers each after storing it, in stored order', async () => {
    const guests = await Promise.all([1, 2, 3, 4].map((n) => guest(`Burst ${n}`)));
    const tag = `burst-${Date.now()}`;
    const received: ChatMessageView[] = [];
    onAgentMessage(agent, (message) => {
      if (message.message.startsWith(tag)) received.push(message);
    });
    // 5 messages per session at once, each sent twice with the same clientId (a resend): 10 sends, the
    // per-session limit, since copies sent together both pass the duplicate check before either is stored.
    const sends = guests.flatMap((g, gi) =>
      [...Array(5).keys()].flatMap((i) =>
        [0, 1].map(() =>
          ask<{ message: ChatMessageView }>(g.socket, 'chat:send', {
            sessionId: g.sessionId,
            message: `${tag} g${gi} m${i}`,
            clientId: `${tag}-${gi}-${i}`,
          }),
        ),
      ),
    );
    const acks = await Promise.all(sends);
    expect(acks.filter((ack) => !ack.ok)).toEqual([]);
    // Both copies of a resend answer the same stored message.
    for (let k = 0; k < acks.length; k += 2) {
      const [a, b] = [acks[k], acks[k + 1]];
      if (a.ok && b.ok) expect(a.data.message.id).toBe(b.data.message.id);
    }
    await eventually(() => received.length >= 20, { timeoutMs: 5000, what: 'the 20 messages' });
    // A message from another session, sent now, reaches the agent after any second copy of the burst would have.
    const late = await guest('Burst barrier');
    const barrier = nextAgentMessage(agent, (message) => message.sessionId === late.sessionId);
    await ask(late.socket, 'chat:send', {
      sessionId: late.sessionId,
      message: 'after the burst',
      clientId: `${tag}-late`,
    });
    await barrier;
    expect(received).toHaveLength(20); // each message delivered once, resends not at all

    const db = app.app.get(DataSource);
    for (const g of guests) {
      const rows: { id: string; message: string }[] = await db.query(
        `SELECT id, message FROM chat_messages WHERE session_id = $1 ORDER BY created_at, id`,
        [g.sessionId],
      );
      expect(rows).toHaveLength(5);
      // Delivered in exactly the order stored.
      expect(received.filter((m) => m.sessionId === g.sessionId).map((m) => m.id)).toEqual(rows.map((r) => r.id));
      const [session]: { unread_count: number; last_message: string }[] = await db.query(
        `SELECT unread_count, last_message FROM chat_sessions WHERE id = $1`,
        [g.sessionId],
      );
      expect(session.unread_count).toBe(5);
      expect(session.last_message).toBe(rows[4].message);
    }
  });

  it('refuses the messages of a burst that reach a session after it ended, and stores the others', async () => {
    const [open, ending] = await Promise.all([guest('Stays open'), guest('Gets ended')]);
    const ended = await ask(agent, 'agent:end-session', { sessionId: ending.sessionId });
    expect(ended.ok).toBe(true);
    const [toOpen, toEnded] = await Promise.all([
      ask<{ message: ChatMessageView }>(open.socket, 'chat:send', { sessionId: open.sessionId, message: 'still here' }),
      ask<{ message: ChatMessageView }>(ending.socket, 'chat:send', {
        sessionId: ending.sessionId,
        message: 'too late',
      }),
    ]);
    expect(toOpen.ok).toBe(true);
    expect(toEnded).toEqual({ ok: false, error: expect.objectContaining({ code: 'chat_ended' }) });
    const late: unknown[] = await app.app
      .get(DataSource)
      .query(`SELECT 1 FROM chat_messages WHERE session_id = $1 AND message = 'too late'`, [ending.sessionId]);
    expect(late).toHaveLength(0);
  });

  it('answers every session of a batch as stored, also one whose only message is a resend', async () => {
    const [first, second] = await Promise.all([guest('Answered A'), guest('Answered B')]);
    const writer = app.app.get(ChatMessageWriter);
    const sessions = app.app.get(DataSource).getRepository(ChatSession);
    const line = (sessionId: string, clientId: string, message: string) =>
      writer.write(sessionId, { senderType: 'customer', senderId: null, senderName: 'Guest', message, clientId });
    const original = await line(first.sessionId, 'once', 'first words');
    expect(original.created).toBe(true);
    expect(original.session).toEqual(await sessions.findOneByOrFail({ id: first.sessionId }));
    expect(original.session).toMatchObject({ lastMessage: 'first words', unreadCount: 1 });

    // One batch: the first session only resends (nothing of it moves), the second gets a new message.
    const [resent, fresh] = await Promise.all([
      line(first.sessionId, 'once', 'first words'),
      line(second.sessionId, 'new', 'second words'),
    ]);
    expect(resent.created).toBe(false);
    expect(resent.message.id).toBe(original.message.id);
    expect(resent.session).toEqual(await sessions.findOneByOrFail({ id: first.sessionId }));
    expect(resent.session.unreadCount).toBe(1);
    expect(fresh.created).toBe(true);
    expect(fresh.session).toEqual(await sessions.findOneByOrFail({ id: second.sessionId }));
    expect(fresh.session.lastMessageAt).toEqual(fresh.message.createdAt);
  });
});
