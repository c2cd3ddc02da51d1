import { randomUUID } from 'node:crypto';
import { io, Socket } from 'socket.io-client';
import type { AckResponse, ChatJoined, RealtimeError } from '@kedai/contracts';
import { startFreezableProxy, type FreezableProxy } from '../support/freezable-proxy';
import { eventually } from '../support/wait';
import { KedaiProcess, startKedai } from './processes';

/**
 * Chat while the database refuses (a real API reaching PostgreSQL through a proxy that cuts every connection):
 * each send is answered with the typed `unavailable` error and a retry hint (it was `internal_error`, logged at
 * error level each time), the outage is logged once, and the failed sends never count against the chat's rate
 * limit: once the database is back, the client's resends and new messages all go through.
 */
describe('chat during a database outage: unavailable, retried, never rate limited', () => {
  let proxy: FreezableProxy;
  let app: KedaiProcess;
  let socket: Socket;
  beforeAll(async () => {
    const database = new URL(process.env.DATABASE_URL as string);
    proxy = await startFreezableProxy(database.hostname, Number(database.port || 5432));
    database.host = proxy.address;
    app = await startKedai('api', {
      DATABASE_URL: database.toString(),
      LOG_LEVEL: 'warn',
      CHAT_RATE_LIMIT_MESSAGES: '5',
    });
    const visitor = await fetch(`${app.url}/api/auth/visitor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { token } = (await visitor.json()) as { token: string };
    socket = await new Promise<Socket>((resolve, reject) => {
      const client = io(app.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      client.once('connect', () => resolve(client));
      client.once('connect_error', reject);
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    proxy.accept();
    await app.kill('SIGKILL');
    await proxy.close();
  });

  const send = async (sessionId: string, clientId: string) =>
    (await socket
      .timeout(10_000)
      .emitWithAck('chat:send', { sessionId, clientId, message: `hello ${clientId}` })) as AckResponse<unknown>;

  it('answers unavailable with a retry hint, logs the outage once, and counts none of the failed sends', async () => {
    const joined = (await socket
      .timeout(5000)
      .emitWithAck('chat:join', { customerName: 'Outage' })) as AckResponse<ChatJoined>;
    if (!joined.ok) throw new Error(joined.error.message);
    const sessionId = joined.data.session.id;

    proxy.refuse();
    const clientIds = Array.from({ length: 8 }, () => randomUUID());
    try {
      for (const clientId of clientIds) {
        const answer = await send(sessionId, clientId);
        expect(answer.ok).toBe(false);
        const error = (answer as { error: RealtimeError }).error;
        expect(error).toMatchObject({ code: 'unavailable', retryAfterMs: 5000 });
        expect(error.message).toMatch(/unavailable for a moment/);
      }
    } finally {
      proxy.accept();
    }

    // The client's resends after the outage: 5 (the limit per window) all stored, none "too fast".
    const resent = await eventually(() => send(sessionId, clientIds[0] as string), {
      until: (answer) => answer.ok,
      timeoutMs: 15_000,
      intervalMs: 500,
      what: 'the first resend stored',
    });
    expect(resent.ok).toBe(true);
    for (const clientId of clientIds.slice(1, 5)) {
      const answer = await send(sessionId, clientId);
      expect(answer).toMatchObject({ ok: true });
    }

    const said = app.output.join('') + app.errors.join('');
    expect(said.match(/Socket calls answer/g) ?? []).toHaveLength(1);
    expect(said).not.toMatch(/internal_error/);
  }, 90_000);
});
