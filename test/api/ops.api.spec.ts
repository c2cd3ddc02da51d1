import { randomUUID } from 'node:crypto';
import { Job, Worker } from 'bullmq';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { FulfilmentProcessor } from '../../backend/src/modules/fulfilment/jobs/fulfilment.processor';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually, keepsHolding } from '../support/wait';

describe('ops: queue monitoring', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let jobs: JobsService;
  beforeAll(async () => {
    app = await startTestApp();
    admin = bearer(await loginAdmin(app));
    jobs = app.app.get(JobsService);
  });
  afterAll(() => app.close());

  const get = (path: string) => app.http().get(path).set(admin);
  const post = (path: string, body: object = {}) => app.http().post(path).set(admin).send(body);

  it('answers guests 401 and customers 403 on every ops route', async () => {
    const customer = await registerUser(app);
    const routes: [string, string][] = [
      ['get', '/api/admin/queues'],
      ['get', '/api/admin/queues/chat'],
      ['get', '/api/admin/queues/chat/jobs?state=failed'],
      ['get', '/api/admin/queues/chat/jobs/1'],
      ['post', '/api/admin/queues/chat/jobs/1/retry'],
      ['post', '/api/admin/queues/chat/jobs/1/promote'],
      ['delete', '/api/admin/queues/chat/jobs/1'],
      ['post', '/api/admin/queues/chat/clean'],
      ['post', '/api/admin/queues/chat/pause'],
      ['post', '/api/admin/queues/chat/resume'],
    ];
    for (const [method, path] of routes) {
      const call = (m: string) =>
        (app.http() as unknown as Record<string, (p: string) => import('supertest').Test>)[m](path);
      const guest = await call(method);
      expect([path, guest.status]).toEqual([path, 401]);
      const asCustomer = await call(method).set(bearer(customer.token));
      expect([path, asCustomer.status]).toEqual([path, 403]);
    }
    // Nothing was paused by the refused calls.
    expect((await get('/api/admin/queues/chat').expect(200)).body.paused).toBe(false);
  });

  it('lists every queue with its counts by state and paused flag', async () => {
    const response = await get('/api/admin/queues').expect(200);
    expect(response.body.map((q: { name: string }) => q.name)).toEqual([
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
    ]);
    expect(response.body[0]).toEqual({
      name: 'chat',
      paused: false,
      counts: {
        waiting: expect.any(Number),
        active: expect.any(Number),
        delayed: expect.any(Number),
        prioritized: expect.any(Number),
        'waiting-children': expect.any(Number),
        paused: expect.any(Number),
        completed: expect.any(Number),
        failed: expect.any(Number),
      },
      completedTotal: expect.any(Number),
      failedLastHour: expect.any(Number),
      oldestWaitingSeconds: expect.any(Number),
      workers: expect.any(Number),
    });
    expect(response.body[0].workers).toBeGreaterThan(0);
  });

  it('counts completed jobs from a counter, so removing the kept ones does not reset it', async () => {
    const before = (await get('/api/admin/queues/notifications').expect(200)).body.completedTotal as number;
    // Two confirmation e-mails, sent by the app's own notifications worker.
    await registerUser(app);
    await registerUser(app);
    await eventually(() => get('/api/admin/queues/notifications'), {
      until: (res) => res.body.completedTotal >= before + 2,
      what: 'two more completed e-mail jobs',
    });
    await post('/api/admin/queues/notifications/clean', { state: 'completed' }).expect(200);
    const after = (await get('/api/admin/queues/notifications').expect(200)).body;
    expect(after.counts.completed).toBe(0);
    expect(after.completedTotal).toBeGreaterThanOrEqual(before + 2);
  });

  it('lists live workers and gives staff a status with queue depths and latencies', async () => {
    const workers = await get('/api/admin/workers').expect(200);
    expect(workers.body.length).toBeGreaterThan(0);
    expect(workers.body[0]).toMatchObject({ pid: expect.any(Number), host: expect.any(String) });
    const status = await get('/api/admin/status').expect(200);
    expect(status.body).toMatchObject({
      status: 'ok',
      draining: false,
      database: { status: 'up', latencyMs: expect.any(Number) },
      redis: { status: 'up', latencyMs: expect.any(Number) },
      workers: { count: workers.body.length },
    });
    expect(status.body.queues.map((q: { name: string }) => q.name)).toContain('fulfilment');
    await app.http().get('/api/admin/status').expect(401);
    await app.http().get('/api/admin/workers').expect(401);
    const customer = await registerUser(app);
    await app.http().get('/api/admin/status').set(bearer(customer.token)).expect(403);
  });

  it('rejects unknown queues, states and jobs with clear messages', async () => {
    const unknown = await get('/api/admin/queues/nope').expect(404);
    expect(unknown.body).toMatchObject({
      code: 'queue_not_found',
      message: expect.stringContaining('chat, fulfilment'),
    });
    const badState = await get('/api/admin/queues/chat/jobs?state=exploded').expect(400);
    expect(JSON.stringify(badState.body)).toContain('state must be one of');
    await get('/api/admin/queues/chat/jobs?pageSize=1000').expect(400);
    const noJob = await get('/api/admin/queues/chat/jobs/does-not-exist').expect(404);
    expect(noJob.body).toMatchObject({ code: 'job_not_found', message: 'Job not found in this queue.' });
    const badClean = await post('/api/admin/queues/chat/clean', { state: 'active' }).expect(400);
    expect(JSON.stringify(badClean.body)).toContain('state must be one of');
  });

  it('shows a delayed e-mail job under delayed, with its details, and promotes it so it runs', async () => {
    const before = (await get('/api/admin/queues/notifications').expect(200)).body.counts.delayed as number;
    const outboxId = randomUUID();
    const job = await jobs.add('notifications', 'send-email', { outboxId }, { delay: 10 * 60_000 });
    const counts = (await get('/api/admin/queues/notifications').expect(200)).body.counts;
    expect(counts.delayed).toBe(before + 1);

    const page = await get('/api/admin/queues/notifications/jobs?state=delayed&pageSize=100').expect(200);
    expect(page.body).toMatchObject({ queue: 'notifications', state: 'delayed', page: 1, pageSize: 100 });
    expect(page.body.total).toBe(before + 1);
    const listed = page.body.jobs.find((j: { id: string }) => j.id === job.id);
    expect(listed).toMatchObject({ name: 'send-email', state: 'delayed', attemptsMade: 0, maxAttempts: 5 });
    expect(listed.delayUntil).toBeGreaterThan(Date.now() + 9 * 60_000);

    const detail = await get(`/api/admin/queues/notifications/jobs/${job.id}`).expect(200);
    expect(detail.body).toMatchObject({ queue: 'notifications', data: { outboxId }, state: 'delayed', logs: [] });
    expect(detail.body.opts).toMatchObject({ delay: 10 * 60_000, attempts: 5 });
    expect(detail.body.links).toBeUndefined();

    const promoted = await post(`/api/admin/queues/notifications/jobs/${job.id}/promote`).expect(200);
    expect(promoted.body.state).not.toBe('delayed');
    // The mail worker runs it: no such outbox row, so it finishes as "missing".
    const done = await eventually(() => get(`/api/admin/queues/notifications/jobs/${job.id}`), {
      until: (res) => res.body.state === 'completed',
      timeoutMs: 10_000,
    });
    expect(done.body).toMatchObject({ state: 'completed', returnvalue: 'missing', attemptsMade: 1 });
    expect(done.body.finishedOn).toBeGreaterThanOrEqual(done.body.processedOn);
    const again = await post(`/api/admin/queues/notifications/jobs/${job.id}/promote`).expect(409);
    expect(again.body).toMatchObject({ code: 'job_not_delayed', message: expect.stringContaining('completed') });
  });

  it('pauses a queue so its jobs wait, and resumes it so they run', async () => {
    const paused = await post('/api/admin/queues/notifications/pause').expect(200);
    expect(paused.body).toMatchObject({ name: 'notifications', paused: true });
    try {
      const job = await jobs.add('notifications', 'send-email', { outboxId: randomUUID() });
      // A paused queue runs nothing: the job stays waiting however often it is looked at.
      await keepsHolding(
        async () =>
          expect(['waiting', 'paused']).toContain(
            (await get(`/api/admin/queues/notifications/jobs/${job.id}`).expect(200)).body.state,
          ),
        { forMs: 700 },
      );
      const listed = (await get('/api/admin/queues').expect(200)).body.find(
        (q: { name: string }) => q.name === 'notifications',
      );
      expect(listed.paused).toBe(true);
      expect(listed.counts.waiting + listed.counts.paused).toBeGreaterThanOrEqual(1);

      const resumed = await post('/api/admin/queues/notifications/resume').expect(200);
      expect(resumed.body.paused).toBe(false);
      const done = await eventually(() => get(`/api/admin/queues/notifications/jobs/${job.id}`), {
        until: (res) => res.body.state === 'completed',
        timeoutMs: 10_000,
      });
      expect(done.body.state).toBe('completed');
    } finally {
      await post('/api/admin/queues/notifications/resume');
    }
  });

  it('shows a failed job with its error, stack and logs, links it to its order, and retries it', async () => {
    const queue = jobs.queue('fulfilment');
    // The app's own fulfilment worker stops (for the rest of this file), so this test's worker takes the job.
    await app.app.get(FulfilmentProcessor).worker.close();
    let failNext = true;
    const worker = new Worker(
      'fulfilment',
      async (job: Job) => {
        await job.log(`attempt for ${String((job.data as { orderId: string }).orderId)}`);
        if (failNext) throw new Error('activation server unreachable');
        return 'activated';
      },
      { connection: queue.opts.connection, prefix: queue.opts.prefix },
    );
    try {
      const orderId = `KD-${Date.now()}`;
      const job = await queue.add('test-activate', { orderId }, { attempts: 1 });
      const failed = await eventually(() => get(`/api/admin/queues/fulfilment/jobs/${job.id}`), {
        until: (res) => res.body.state === 'failed',
        timeoutMs: 10_000,
      });
      expect(failed.body).toMatchObject({
        state: 'failed',
        failedReason: 'activation server unreachable',
        attemptsMade: 1,
        logs: [`attempt for ${orderId}`],
        links: { order: `/admin/orders?focus=${orderId}` },
      });
      expect(failed.body.stacktrace[0]).toContain('activation server unreachable');
      const failedPage = await get('/api/admin/queues/fulfilment/jobs?state=failed').expect(200);
      expect(failedPage.body.jobs.map((j: { id: string }) => j.id)).toContain(job.id);

      failNext = false;
      await post(`/api/admin/queues/fulfilment/jobs/${job.id}/retry`).expect(200);
      const retried = await eventually(() => get(`/api/admin/queues/fulfilment/jobs/${job.id}`), {
        until: (res) => res.body.state === 'completed',
        timeoutMs: 10_000,
      });
      expect(retried.body).toMatchObject({ state: 'completed', returnvalue: 'activated', failedReason: null });
      expect(retried.body.logs).toHaveLength(2);
      const notFailed = await post(`/api/admin/queues/fulfilment/jobs/${job.id}/retry`).expect(409);
      expect(notFailed.body.code).toBe('job_not_failed');
    } finally {
      await worker.close();
    }
  });

  it('retries and discards failed jobs in bulk', async () => {
    // The app's fulfilment worker was closed by the test above; this one fails then succeeds.
    const queue = jobs.queue('fulfilment');
    let fail = true;
    const worker = new Worker(
      'fulfilment',
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      { connection: queue.opts.connection, prefix: queue.opts.prefix },
    );
    try {
      await post('/api/admin/queues/fulfilment/failed/discard').expect(200);
      const added = await Promise.all([1, 2, 3].map((n) => queue.add('bulk', { n }, { attempts: 1 })));
      await eventually(() => get('/api/admin/queues/fulfilment'), {
        until: (res) => res.body.counts.failed === 3 && res.body.failedLastHour === 3,
        what: 'three failed jobs',
      });
      fail = false;
      const retried = await post('/api/admin/queues/fulfilment/failed/retry').expect(200);
      expect(retried.body).toEqual({ queue: 'fulfilment', action: 'retried', count: 3 });
      for (const job of added) {
        await eventually(() => queue.getJobState(job.id!), { until: (state) => state === 'completed' });
      }
      expect((await get('/api/admin/queues/fulfilment').expect(200)).body.failedLastHour).toBe(0);

      fail = true;
      await queue.add('bulk', { n: 4 }, { attempts: 1 });
      await eventually(() => get('/api/admin/queues/fulfilment'), { until: (res) => res.body.counts.failed === 1 });
      const discarded = await post('/api/admin/queues/fulfilment/failed/discard').expect(200);
      expect(discarded.body).toEqual({ queue: 'fulfilment', action: 'discarded', count: 1 });
      expect((await get('/api/admin/queues/fulfilment').expect(200)).body.counts.failed).toBe(0);
      await post('/api/admin/queues/nope/failed/retry').expect(404);
    } finally {
      await worker.close();
    }
  });

  it('links a chat auto-reply job to its session', async () => {
    const sessionId = randomUUID();
    const job = await jobs.add(
      'chat',
      'auto-reply',
      { sessionId, ruleId: randomUUID(), triggerMessageId: randomUUID() },
      { delay: 10 * 60_000 },
    );
    const detail = await get(`/api/admin/queues/chat/jobs/${job.id}`).expect(200);
    expect(detail.body.links).toEqual({ chatSession: `/admin/live-chat?session=${sessionId}` });
    await app.http().delete(`/api/admin/queues/chat/jobs/${job.id}`).set(admin).expect(200);
  });

  it('removes one job and cleans a state', async () => {
    const queue = jobs.queue('notifications');
    // The notifications queue: maintenance always holds the sweep's next run (a job scheduler).
    // Start from an empty delayed list, whatever earlier suites left.
    await post('/api/admin/queues/notifications/clean', { state: 'delayed', graceMs: 0 }).expect(200);
    const [a, b, c] = await Promise.all([1, 2, 3].map((n) => queue.add('test-expire', { n }, { delay: 60 * 60_000 })));
    expect((await get('/api/admin/queues/notifications').expect(200)).body.counts.delayed).toBe(3);

    const removed = await app.http().delete(`/api/admin/queues/notifications/jobs/${a.id}`).set(admin).expect(200);
    expect(removed.body).toEqual({ removed: a.id });
    await get(`/api/admin/queues/notifications/jobs/${a.id}`).expect(404);
    expect((await get('/api/admin/queues/notifications').expect(200)).body.counts.delayed).toBe(2);

    // A grace period keeps young jobs.
    const kept = await post('/api/admin/queues/notifications/clean', { state: 'delayed', graceMs: 60_000 }).expect(200);
    expect(kept.body).toEqual({ removed: 0 });
    const cleaned = await post('/api/admin/queues/notifications/clean', { state: 'delayed', graceMs: 0 }).expect(200);
    expect(cleaned.body).toEqual({ removed: 2 });
    expect((await get('/api/admin/queues/notifications').expect(200)).body.counts.delayed).toBe(0);
    await get(`/api/admin/queues/notifications/jobs/${b.id}`).expect(404);
    await get(`/api/admin/queues/notifications/jobs/${c.id}`).expect(404);
  });
});
