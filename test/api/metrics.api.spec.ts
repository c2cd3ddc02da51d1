import { randomUUID } from 'node:crypto';
import { Socket } from 'socket.io-client';
import { bearer, connectSocket, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

const METRICS_TOKEN = `metrics-token-${randomUUID()}`;

describe('ops: health probes and Prometheus metrics', () => {
  let app: TestApp;
  let adminToken: string;
  const previousToken = process.env.METRICS_TOKEN;
  beforeAll(async () => {
    process.env.METRICS_TOKEN = METRICS_TOKEN;
    app = await startTestApp();
    adminToken = await loginAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    if (previousToken === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = previousToken;
  });

  it('reports the live worker processes from their heartbeats, and ok while database and Redis are up', async () => {
    // Hosts and PIDs are for admins and the metrics token; anyone else sees the counts only.
    const public_ = await app.http().get('/api/health').expect(200);
    expect(public_.body.workers).toEqual({ status: 'up', count: expect.any(Number), connections: expect.any(Number) });
    const withToken = await app.http().get('/api/health').set(bearer(METRICS_TOKEN)).expect(200);
    expect(withToken.body.workers.processes).toEqual(expect.any(Array));
    const response = await app.http().get('/api/health').set(bearer(adminToken)).expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { status: 'up' },
      redis: { status: 'up' },
      workers: { status: 'up', count: expect.any(Number), connections: expect.any(Number) },
    });
    const mine = response.body.workers.processes.find((beat: { pid: number }) => beat.pid === process.pid);
    expect(mine).toMatchObject({
      role: 'all',
      queues: [
        'chat',
        'fulfilment',
        'notifications',
        'maintenance',
        'screenshots',
        'cleanup',
        'payments',
        'stock-alerts',
        'push',
        'channels',
        'privacy',
      ],
    });
    expect(Date.now() - Date.parse(mine.beatAt)).toBeLessThan(15_000);
  });

  it('answers liveness and readiness probes', async () => {
    expect((await app.http().get('/api/health/live').expect(200)).body).toMatchObject({
      probe: 'liveness',
      status: 'ok',
    });
    expect((await app.http().get('/api/health/ready').expect(200)).body).toMatchObject({
      probe: 'readiness',
      status: 'ok',
      database: { status: 'up' },
      redis: { status: 'up' },
    });
    expect((await app.http().get('/api/health?probe=readiness').expect(200)).body.probe).toBe('readiness');
    expect((await app.http().get('/api/health?probe=liveness').expect(200)).body.probe).toBe('liveness');
    const bad = await app.http().get('/api/health?probe=sideways').expect(400);
    expect(bad.body.message).toBe('probe must be liveness or readiness');
  });

  it('refuses metrics to guests, bad tokens and customers', async () => {
    const guest = await app.http().get('/api/metrics').expect(401);
    expect(guest.body.message).toContain('metrics token');
    await app.http().get('/api/metrics').set(bearer('not-the-metrics-token-at-all')).expect(401);
    const customer = await registerUser(app);
    const refused = await app.http().get('/api/metrics').set(bearer(customer.token)).expect(403);
    expect(refused.body.code).toBe('admin_required');
  });

  it('serves Prometheus text to an admin and to the metrics token, with the traffic it saw', async () => {
    // Some traffic: HTTP requests, an open socket and a stored chat message.
    await app.http().get('/api/admin/queues').set(bearer(adminToken)).expect(200);
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const socket: Socket = await connectSocket(app, visitor.body.token);
    try {
      await app
        .http()
        .post('/api/chat/send-message')
        .set(bearer(visitor.body.token))
        .send({ message: 'hello metrics', customerName: 'Metric Guest' })
        .expect(201);

      const asAdmin = await app.http().get('/api/metrics').set(bearer(adminToken)).expect(200);
      expect(asAdmin.headers['content-type']).toContain('text/plain');
      const text = asAdmin.text;
      expect(text).toMatch(
        /kedai_http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/queues",status="200"\} [1-9]/,
      );
      expect(text).toMatch(/kedai_socket_connections [1-9]/);
      expect(text).toMatch(/kedai_queue_jobs\{queue="chat",state="waiting"\} \d+/);
      expect(text).toMatch(/kedai_queue_depth\{queue="notifications"\} \d+/);
      expect(text).toContain('kedai_job_duration_seconds');
      expect(text).toContain('kedai_process_nodejs_eventloop_lag_seconds');

      const withToken = await app.http().get('/api/metrics').set(bearer(METRICS_TOKEN)).expect(200);
      expect(withToken.text).toMatch(/kedai_chat_messages_total\{sender_type="customer"\} [1-9]/);
    } finally {
      socket.close();
    }
  });
});
