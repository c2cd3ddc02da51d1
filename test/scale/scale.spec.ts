import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { Client } from 'pg';
import { io, Socket } from 'socket.io-client';
import type { AckResponse, AdminOrderView, AgentChatMessageView, ChatJoined, ChatMessageView } from '@kedai/contracts';
import { findFreePort } from '../../backend/src/core/infra/free-port';
import { KedaiProcess, startKedai } from '../attack/processes';
import { nextAgentMessage, onAgentMessage } from '../support/agent-messages';
import { tinyPng } from '../support/files';
import { S3TestServer, startS3TestServer } from '../support/s3-server';
import { TEST_ADMIN } from '../support/test-env';
import { eventually, keepsHolding, nextEvent } from '../support/wait';
import { Nginx, startNginx } from './nginx';

/**
 * Scale-out (issue: scale out for real): Debian's nginx in front of two API processes, two worker processes,
 * one PostgreSQL, one Redis and an S3-compatible store (s3rver). Each API keeps its own upload folder, as on
 * two hosts: only the bucket is shared. Every client talks to nginx only; which API served it is read from
 * the APIs' socket gauges (/api/metrics) and nginx's `X-Kedai-Upstream`.
 */
const METRICS_TOKEN = 'scale-test-metrics-token';
const HEALTH_CHECK = join(__dirname, '../../backend/dist/backend/src/cli/health-check.js');

/** The compose stack's healthcheck command (backend/src/cli/health-check.ts), run on this host: its exit code. */
const healthCheck = (role: 'api' | 'worker', env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [HEALTH_CHECK, `--role=${role}`], { env: { ...process.env, ...env }, timeout: 15_000 })
    .status;
type Api = 0 | 1;

describe('scale: two APIs and two workers behind nginx', () => {
  let s3: S3TestServer;
  let nginx: Nginx;
  let db: Client;
  let apis: [KedaiProcess, KedaiProcess];
  /** Each API's settings, to start it again in its place (same port, same upload folder). */
  let apiEnv: [Record<string, string>, Record<string, string>];
  let workers: KedaiProcess[];
  let adminToken: string;
  /** Every process started, also when another failed to start (afterAll stops them all). */
  const running: KedaiProcess[] = [];
  const sockets: Socket[] = [];
  const uploads = mkdtempSync(join(tmpdir(), 'kedai-scale-uploads-'));
  const apiAddress = (api: KedaiProcess) => new URL(api.url).host;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    // Nothing listens here: every e-mail send fails, and the workers must say so in their logs.
    const closedSmtpPort = await findFreePort(0, '127.0.0.1');
    const shared = {
      ...s3.env(`kedai-scale-${randomUUID().slice(0, 8)}`),
      METRICS_TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${closedSmtpPort}`,
      CHAT_RATE_LIMIT_MESSAGES: '1000',
      // No per-process cache of the chat rules: a rule an admin just added is in force on both APIs at once.
      CHAT_CONFIG_CACHE_MS: '0',
    };
    apiEnv = [
      { ...shared, UPLOAD_DIR: join(uploads, 'api-a') },
      { ...shared, UPLOAD_DIR: join(uploads, 'api-b') },
    ];
    const started = await Promise.allSettled([
      startKedai('api', apiEnv[0]),
      startKedai('api', apiEnv[1]),
      // Each worker's own metrics listener, on any free loopback port (its banner says which).
      startKedai('worker', {
        ...shared,
        UPLOAD_DIR: join(uploads, 'worker-1'),
        LOG_LEVEL: 'warn',
        WORKER_METRICS_PORT: '0',
      }),
      startKedai('worker', {
        ...shared,
        UPLOAD_DIR: join(uploads, 'worker-2'),
        LOG_LEVEL: 'warn',
        WORKER_METRICS_PORT: '0',
      }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    apis = [running[0], running[1]];
    workers = running.slice(2);
    nginx = await startNginx(apis.map(apiAddress));
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    adminToken = (await call<{ token: string }>('POST', '/api/auth/login', TEST_ADMIN)).body.token;
    await call('PUT', '/api/admin/chat/settings', { autoReplyEnabled: true, responseDelaySeconds: 1 }, adminToken);
  }, 180_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.all(running.map((process) => process.kill('SIGKILL')));
    await nginx?.stop();
    await s3?.stop();
    await db?.end();
    rmSync(uploads, { recursive: true, force: true });
  });

  /** A JSON request through nginx; the answer with the API that served it. */
  async function call<T = unknown>(method: string, path: string, body?: unknown, token?: string) {
    const response = await fetch(`${nginx.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return { body: (text ? JSON.parse(text) : null) as T, servedBy: response.headers.get('x-kedai-upstream') };
  }

  /** Open sockets on each API, read from its own metrics (not through nginx). */
  async function socketCounts(): Promise<[number, number]> {
    const read = async (api: KedaiProcess) => {
      if (api.child.exitCode !== null || api.child.signalCode !== null) return 0;
      const text = await (
        await fetch(`${api.url}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      return Number(/^kedai_socket_connections (\d+)$/m.exec(text)?.[1] ?? NaN);
    };
    return [await read(apis[0]), await read(apis[1])];
  }

  const connect = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      // The clients' own setting: WebSocket only, reconnecting through nginx when their API goes away.
      const socket = io(nginx.url, { auth: { token }, transports: ['websocket'], forceNew: true });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  /** A socket through nginx that landed on the wanted API (nginx balances round robin: retried until it does). */
  async function connectOn(api: Api, token: string): Promise<Socket> {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const before = await socketCounts();
      const socket = await connect(token);
      sockets.push(socket); // closed by afterAll, also when this fails
      let after = before;
      await eventually(
        async () => {
          after = await socketCounts();
          return after[0] + after[1] > before[0] + before[1];
        },
        { what: 'the new socket in the gauges', timeoutMs: 10_000, intervalMs: 100 },
      );
      if (after[api] > before[api]) return socket;
      socket.close();
      await eventually(async () => (await socketCounts()).join() === before.join(), {
        what: 'the socket to close',
        timeoutMs: 10_000,
        intervalMs: 100,
      });
    }
    throw new Error(`nginx never sent a socket to API ${api}`);
  }

  async function ack<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
    const answer = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
    if (!answer.ok) throw new Error(`${event}: ${answer.error.code} ${answer.error.message}`);
    return answer.data;
  }

  const visitorToken = async () => (await call<{ token: string }>('POST', '/api/auth/visitor', {})).body.token;

  // Shared by the steps below, in order.
  let agentApi: Api;
  let agent: Socket;
  let customer: Socket;
  let customerToken: string;
  let sessionId: string;
  const conversation: string[] = [];

  it('a customer on one API and an agent on the other chat live', async () => {
    // WebSocket only: long-polling, which would need sticky sessions behind round robin, is refused.
    expect((await fetch(`${nginx.url}/socket.io/?EIO=4&transport=polling`)).status).toBe(400);
    agent = await connectOn(0, adminToken);
    agentApi = 0;
    customerToken = await visitorToken();
    customer = await connectOn(1, customerToken);
    sessionId = (await ack<ChatJoined>(customer, 'chat:join', { customerName: 'Scale Tester' })).session.sessionId;

    const heard = nextAgentMessage(agent, (m) => m.message === 'Hello from API B', 10_000);
    await ack(customer, 'chat:send', { sessionId, clientId: randomUUID(), message: 'Hello from API B' });
    expect((await heard).senderType).toBe('customer');
    conversation.push('Hello from API B');

    const answered = nextEvent<ChatMessageView>(customer, 'chat:message', {
      where: (m) => m.senderType === 'admin',
      timeoutMs: 10_000,
    });
    await ack(agent, 'agent:send', { sessionId, clientId: randomUUID(), message: 'Hi, the agent on API A here' });
    expect((await answered).message).toBe('Hi, the agent on API A here');
    conversation.push('Hi, the agent on API A here');
  });

  it('an auto-reply is sent exactly once with two workers', async () => {
    const keyword = `scalezebra${randomUUID().slice(0, 6)}`;
    await call(
      'POST',
      '/api/admin/chat/auto-reply-rules',
      { name: `Scale ${keyword}`, keywords: [keyword], response: `Automatic answer for ${keyword}`, priority: -50 },
      adminToken,
    );
    const guest = await connect(await visitorToken());
    sockets.push(guest);
    const guestSession = (await ack<ChatJoined>(guest, 'chat:join', { customerName: 'Auto Tester' })).session.sessionId;
    const autos: string[] = [];
    guest.on('chat:message', (m: ChatMessageView) => m.senderType === 'auto' && autos.push(m.message));
    await ack(guest, 'chat:send', { sessionId: guestSession, clientId: randomUUID(), message: `About ${keyword}?` });
    await eventually(() => autos.length > 0, { what: 'the auto-reply', timeoutMs: 10_000, intervalMs: 100 });
    // A second one, from the other worker, would come within the same moments: none does for 2 s.
    await keepsHolding(() => expect(autos).toEqual([`Automatic answer for ${keyword}`]), { forMs: 2000 });
    const stored = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1 AND sender_type = 'auto'`,
      [guestSession],
    );
    expect(stored.rows[0].n).toBe(1);
  });

  it('a receipt uploaded through one API is read through the other; a worker’s order change reaches admins on both', async () => {
    const otherAdmin = await connectOn(1, adminToken);
    const receipt = tinyPng(7, 7, [90, 30, 160]);
    const form = new FormData();
    form.set(
      'orderData',
      JSON.stringify({
        items: [{ productCode: 'VS', quantity: 1 }],
        privacyConsent: true,
        customerInfo: { name: 'Scale Buyer', email: `scale.${Date.now()}@example.com`, whatsapp: '0123456789' },
      }),
    );
    form.set('receipt', new Blob([new Uint8Array(receipt)], { type: 'image/png' }), 'receipt.png');
    const created = await fetch(`${nginx.url}/api/orders`, { method: 'POST', body: form });
    expect(created.status).toBe(201);
    const uploadedVia = created.headers.get('x-kedai-upstream');
    const { orderId } = (await created.json()) as { orderId: string };

    let shown: Response | undefined;
    for (let attempt = 0; attempt < 6 && !shown; attempt += 1) {
      const response = await fetch(`${nginx.url}/api/admin/orders/${orderId}/receipt`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      if (response.headers.get('x-kedai-upstream') !== uploadedVia) shown = response;
      else await response.arrayBuffer();
    }
    expect(shown?.status).toBe(200);
    expect(shown?.headers.get('x-kedai-upstream')).not.toBe(uploadedVia);
    expect(Buffer.compare(Buffer.from(await (shown as Response).arrayBuffer()), receipt)).toBe(0);

    // The guide is sent by a worker; its order:changed reaches the admins' sockets on both APIs.
    const sent = (order: AdminOrderView) =>
      order.orderId === orderId && order.installationStepsSentAt !== null && order.pendingStep === null;
    const onA = nextEvent<AdminOrderView>(agent, 'order:changed', { where: sent, timeoutMs: 20_000 });
    const onB = nextEvent<AdminOrderView>(otherAdmin, 'order:changed', { where: sent, timeoutMs: 20_000 });
    await call('PUT', `/api/admin/orders/${orderId}/payment`, { paymentStatus: 'paid' }, adminToken);
    await call('POST', `/api/admin/orders/${orderId}/send-guide`, undefined, adminToken);
    const [a, b] = await Promise.all([onA, onB]);
    expect(a.installationStepsSentAt).toBe(b.installationStepsSentAt);
  });

  it('the workers print their warnings like the API: failed e-mail sends are logged', async () => {
    const failedSend =
      /"context":"MailProcessor".*"msg":"Sending e-mail [0-9a-f-]+ failed \(attempt \d+\): .*ECONNREFUSED/;
    await eventually(() => workers.some((worker) => failedSend.test(worker.output.join(''))), {
      what: 'a logged failed send',
      timeoutMs: 20_000,
      intervalMs: 100,
    });
    const line = workers
      .flatMap((worker) => worker.output.join('').split('\n'))
      .find((text) => failedSend.test(text)) as string;
    expect(JSON.parse(line)).toMatchObject({ level: 40, role: 'worker', context: 'MailProcessor' });
  });

  it('a rolling restart of both APIs while a customer and an agent keep chatting: nothing lost or duplicated', async () => {
    /** Sent until acknowledged, always with the same clientId: a resend after a reconnect must not store twice. */
    async function sendReliably(socket: Socket, event: 'chat:send' | 'agent:send', message: string) {
      const clientId = randomUUID();
      for (let attempt = 0; attempt < 100; attempt += 1) {
        // Between two attempts: the socket back (through nginx, to the API that is up) before sending again.
        await eventually(() => socket.connected, { timeoutMs: 30_000, what: 'the socket reconnected' });
        {
          try {
            const answer = (await socket
              .timeout(3000)
              .emitWithAck(event, { sessionId, clientId, message })) as AckResponse<{ message: ChatMessageView }>;
            if (answer.ok) return answer.data.message;
          } catch {
            // No answer (the API went away mid-send): sent again below, after the reconnect.
          }
        }
      }
      throw new Error(`"${message}" was never acknowledged`);
    }
    // What each side saw live, by message id, and how often (a duplicate delivery counts twice).
    const agentSaw = new Map<string, number>();
    const customerSaw = new Map<string, number>();
    const count = (seen: Map<string, number>, id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);
    const onAgent = (m: AgentChatMessageView) =>
      m.sessionId === sessionId && m.senderType === 'customer' && count(agentSaw, m.id);
    const onCustomer = (m: ChatMessageView) => m.senderType === 'admin' && count(customerSaw, m.id);
    // As the storefront does: after a reconnect the customer joins its session again (its history comes back).
    const rejoined: ChatMessageView[] = [];
    const onReconnect = () =>
      void ack<ChatJoined>(customer, 'chat:join', { sessionId })
        .then((joined) => rejoined.push(...joined.messages))
        .catch(() => undefined);
    const offAgent = onAgentMessage(agent, onAgent);
    customer.on('chat:message', onCustomer);
    customer.on('connect', onReconnect);

    const sent: { id: string; by: 'customer' | 'admin'; text: string }[] = [];
    let chatting = true;
    const chat = (async () => {
      for (let round = 1; chatting || round <= 3; round += 1) {
        const asked = `Rolling ${round} from the customer`;
        sent.push({ id: (await sendReliably(customer, 'chat:send', asked)).id, by: 'customer', text: asked });
        const answer = `Rolling ${round} from the agent`;
        sent.push({ id: (await sendReliably(agent, 'agent:send', answer)).id, by: 'admin', text: answer });
        // Pacing, not waiting: about ten rounds a second keep the conversation going through both restarts
        // without flooding them.
        // eslint-disable-next-line no-restricted-syntax
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const exitCodes: (number | null)[] = [];
    for (const which of [0, 1] as const) {
      const old = apis[which];
      await old.kill('SIGTERM');
      exitCodes.push(old.child.exitCode);
      const restarted = await startKedai('api', { ...apiEnv[which], PORT: new URL(old.url).port });
      running.push(restarted);
      apis[which] = restarted;
      // Ready is not enough: the next one goes down only once nginx sends traffic to this one again.
      await eventually(
        async () => (await call('GET', '/api/health/ready').catch(() => null))?.servedBy === apiAddress(restarted),
        { what: `nginx to route to the restarted API ${which}`, timeoutMs: 20_000, intervalMs: 100 },
      );
    }
    chatting = false;
    await chat;
    expect(exitCodes).toEqual([0, 0]);
    const customerMessages = sent.filter((m) => m.by === 'customer');
    const agentMessages = sent.filter((m) => m.by === 'admin');
    expect(customerMessages.length).toBeGreaterThanOrEqual(3);

    // The database holds every message sent, once, in the order sent.
    const stored = await db.query<{ id: string; message: string }>(
      `SELECT id, message FROM chat_messages WHERE session_id = $1 AND message LIKE 'Rolling %' ORDER BY created_at`,
      [sessionId],
    );
    expect(stored.rows.map((row) => row.message)).toEqual(sent.map((m) => m.text));
    expect(stored.rows.map((row) => row.id)).toEqual(sent.map((m) => m.id));

    // Live deliveries: never twice. What a socket missed while it reconnected comes from history, merged by id.
    await eventually(() => agentSaw.size + customerSaw.size >= 2, {
      what: 'the last deliveries',
      timeoutMs: 10_000,
      intervalMs: 100,
    });
    expect([...agentSaw.values(), ...customerSaw.values()].every((times) => times === 1)).toBe(true);
    const agentHistory = (
      await call<{ messages: ChatMessageView[] }>(
        'GET',
        `/api/admin/chat/sessions/${sessionId}/messages`,
        undefined,
        adminToken,
      )
    ).body.messages;
    const agentView = new Set([...agentSaw.keys(), ...agentHistory.map((m) => m.id)]);
    const caughtUp = await ack<{ messages: ChatMessageView[] }>(customer, 'chat:history', { sessionId });
    const customerView = new Set([...customerSaw.keys(), ...[...rejoined, ...caughtUp.messages].map((m) => m.id)]);
    expect(customerMessages.filter((m) => !agentView.has(m.id))).toEqual([]);
    expect(agentMessages.filter((m) => !customerView.has(m.id))).toEqual([]);
    // Most arrived live: the restarts interrupt the chat, they do not replace it with history.
    expect(agentSaw.size).toBeGreaterThanOrEqual(customerMessages.length / 2);
    expect(customerSaw.size).toBeGreaterThanOrEqual(agentMessages.length / 2);

    offAgent();
    customer.off('chat:message', onCustomer);
    customer.off('connect', onReconnect);
    conversation.push(...sent.map((m) => m.text));

    // The restarts moved both clients: put them back (agent on API A, customer on API B) for the next step.
    const open = await socketCounts();
    agent.close();
    customer.close();
    await eventually(
      async () => {
        const now = await socketCounts();
        return now[0] + now[1] === open[0] + open[1] - 2;
      },
      { what: 'both old sockets to close', timeoutMs: 10_000, intervalMs: 100 },
    );
    agent = await connectOn(0, adminToken);
    customer = await connectOn(1, customerToken);
    await ack<ChatJoined>(customer, 'chat:join', { sessionId });
  }, 90_000);

  it('SIGKILL of an API: its customer carries on through the other with the history intact', async () => {
    const customerApi: Api = agentApi === 0 ? 1 : 0;
    const rejoined = new Promise<ChatJoined>((resolve) =>
      customer.once('connect', () => void ack<ChatJoined>(customer, 'chat:join', { sessionId }).then(resolve)),
    );
    await apis[customerApi].kill('SIGKILL');
    const history = await rejoined;
    const texts = history.messages.filter((m) => ['customer', 'admin'].includes(m.senderType)).map((m) => m.message);
    expect(texts).toEqual(conversation);
    expect((await socketCounts())[agentApi]).toBeGreaterThanOrEqual(2); // the agent and the customer

    const heard = nextAgentMessage(agent, (m) => m.message === 'Still here after the crash', 10_000);
    await ack(customer, 'chat:send', { sessionId, clientId: randomUUID(), message: 'Still here after the crash' });
    await heard;
    const answered = nextEvent<ChatMessageView>(customer, 'chat:message', {
      where: (m) => m.message === 'Glad you are',
      timeoutMs: 10_000,
    });
    await ack(agent, 'agent:send', { sessionId, clientId: randomUUID(), message: 'Glad you are' });
    await answered;
    const stored = await db.query<{ message: string }>(
      `SELECT message FROM chat_messages WHERE session_id = $1 AND sender_type IN ('customer', 'admin') ORDER BY created_at`,
      [sessionId],
    );
    expect(stored.rows.map((row) => row.message)).toEqual([
      ...conversation,
      'Still here after the crash',
      'Glad you are',
    ]);
  });

  it('the workers, which ran jobs, stop cleanly on SIGTERM; the containers’ healthcheck follows them', async () => {
    // The guide was sent by one of them: its duration is in that worker's own scrape.
    const sentGuides = await Promise.all(
      workers.map(async (worker) => {
        const url = /Worker metrics at (\S+)/.exec(worker.output.join(''))?.[1] as string;
        const text = await (await fetch(url, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
        const line =
          /^kedai_job_duration_seconds_count\{queue="fulfilment",name="send-guide",status="completed"\} (\d+)$/m;
        return Number(line.exec(text)?.[1] ?? 0);
      }),
    );
    expect(sentGuides.reduce((a, b) => a + b, 0)).toBe(1);
    const survivor = apis[agentApi === 0 ? 0 : 1];
    expect(healthCheck('api', { PORT: new URL(survivor.url).port })).toBe(0);
    expect(healthCheck('worker')).toBe(0);
    await Promise.all(workers.map((worker) => worker.kill('SIGTERM')));
    expect(workers.map((worker) => worker.child.exitCode)).toEqual([0, 0]);
    expect(healthCheck('worker')).toBe(1); // a stopped worker removes its heartbeat
  });
});
