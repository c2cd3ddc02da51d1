import type { AckResponse, ChatJoined } from '@kedai/contracts';
import { Socket } from 'socket.io-client';
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
    const redis = app.app.get(RedisService);
    const counters = await redis.client.keys(redis.key('chat', 'send-rate-address', '*'));
    if (counters.length > 0) await redis.client.del(...counters);
  });
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
});
