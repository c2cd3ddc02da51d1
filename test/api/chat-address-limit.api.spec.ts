import type { AckResponse, ChatJoined } from '@kedai/contracts';
import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import { ChatSendRate } from '../../backend/src/modules/chat/services/chat-send-rate';
import { RedisService } from '../../backend/src/core/redis/redis.module';
import { connectSocket, startTestApp, TestApp } from '../support/test-app';

/** One client address cannot flood the inbox through many guest sessions: chat sends count per address too. */
describe('chat: sends limited per address as well as per session', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  const saved = process.env.CHAT_RATE_LIMIT_PER_ADDRESS;
  beforeAll(async () => {
    process.env.CHAT_RATE_LIMIT_PER_ADDRESS = '5';
    app = await startTestApp();
    // The run shares one Redis key prefix: messages other test files sent from 127.0.0.1 in the last 10 s
    // would count here too. This file starts its address's window empty.
    await forgetAddressCounts();
  });

  async function forgetAddressCounts() {
    const redis = app.app.get(RedisService);
    const counters = await redis.client.keys(redis.key('chat', 'send-rate-address', '*'));
    if (counters.length > 0) await redis.client.del(...counters);
  }
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    process.env.CHAT_RATE_LIMIT_PER_ADDRESS = saved;
    await app.close();
  });

  async function guest(): Promise<{ socket: Socket; sessionId: string }> {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket = await connectSocket(app, visitor.body.token);
    sockets.push(socket);
    const joined = (await socket.emitWithAck('chat:join', { customerName: 'Flood' })) as AckResponse<ChatJoined>;
    if (!joined.ok) throw new Error(joined.error.message);
    return { socket, sessionId: joined.data.session.sessionId };
  }

  it('refuses the 6th message from one address in 10 s, spread over three sessions', async () => {
    const guests = [await guest(), await guest(), await guest()];
    const answers: AckResponse<unknown>[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { socket, sessionId } = guests[i % 3];
      answers.push(await socket.emitWithAck('chat:send', { sessionId, message: `message ${i}` }));
    }
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(answers[5]).toMatchObject({ ok: false, error: { code: 'chat_rate_limited' } });
  });

  it('refuses the 6th of six messages sent at once', async () => {
    await forgetAddressCounts();
    const guests = [await guest(), await guest()];
    const answers = await Promise.all(
      [...Array(6).keys()].map((i) =>
        guests[i % 2].socket.emitWithAck('chat:send', { sessionId: guests[i % 2].sessionId, message: `burst ${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'chat_rate_limited' }) }),
    ]);
  });

  it('counts across processes: two limiters on one Redis let 10 of 11 checks of one address through', async () => {
    const redis = app.app.get(RedisService);
    const settings = { rateLimit: { messages: 10, messagesPerAddress: 10, windowMs: 10_000 } };
    // Two instances, as two API processes would have, sharing the counters in Redis.
    const processes = [new ChatSendRate(redis, settings), new ChatSendRate(redis, settings)];
    const address = `203.0.113.${Date.now() % 250}`;
    const sessions = [randomUUID(), randomUUID()];
    const checks = await Promise.all(
      [...Array(11).keys()].map((i) => processes[i % 2].allows(sessions[Math.floor(i / 6)], address)),
    );
    expect(checks.filter(Boolean)).toHaveLength(10);
    // A later check in the window is refused too; each counter expires with its window.
    expect(await processes[0].allows(sessions[1], address)).toBe(false);
    const ttl = await redis.client.pttl(redis.key('chat', 'send-rate-address', address));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10_000);
    expect(await redis.client.pttl(redis.key('chat', 'send-rate', sessions[0]))).toBeGreaterThan(0);
  });

  it('refuses the 11th message of one session in a window, from any address', async () => {
    const redis = app.app.get(RedisService);
    const limiter = new ChatSendRate(redis, { rateLimit: { messages: 10, messagesPerAddress: 100, windowMs: 10_000 } });
    const sessionId = randomUUID();
    const checks = await Promise.all([...Array(11).keys()].map((i) => limiter.allows(sessionId, `198.51.100.${i}`)));
    // Checked in the order asked: the first ten pass.
    expect(checks).toEqual([...Array(10).fill(true), false]);
  });
});
