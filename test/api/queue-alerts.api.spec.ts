import type { Socket } from 'socket.io-client';
import type { QueueAlertView, QueueAlertsState } from '@kedai/contracts';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { bearer, connectSocket, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { TEST_ADMIN } from '../support/test-env';
import { eventually, keepsHolding } from '../support/wait';

// The worker's check every 300 ms here (30 s by default), so raising and clearing take moments.
process.env.QUEUE_ALERT_CHECK_MS = '300';

/**
 * Queue alerts (issue 36 item 4): an admin sets a queue's threshold; the worker's scheduled check raises the alert
 * once when the queue crosses it (banner state, a live `ops:queue-alerts` to admin sockets, one e-mail per admin
 * through the outbox) and clears it once when it is back (one "recovered" e-mail).
 */
describe('queue alerts', () => {
  let app: TestApp;
  let admin: string;
  let socket: Socket;
  const live: QueueAlertView[][] = [];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    socket = await connectSocket(app, admin);
    socket.on('ops:queue-alerts', (alerts: QueueAlertView[]) => live.push(alerts));
  });
  afterAll(async () => {
    await app
      .http()
      .put('/api/admin/queue-alerts/payments')
      .set(bearer(admin))
      .send({ depth: null, oldestWaitingSeconds: null, failedLastHour: null });
    socket.close();
    await app.close();
  });

  const state = async () =>
    (await app.http().get('/api/admin/queue-alerts').set(bearer(admin)).expect(200)).body as QueueAlertsState;
  // One e-mail goes to every admin; other suites add admins of their own to the shared database, so the test counts
  // only the mails to its own admin, written since it started.
  const startedAt = new Date().toISOString();
  const mails = async (subject: string) =>
    (
      (await app.http().get('/api/admin/outbox').query({ search: subject }).set(bearer(admin)).expect(200)).body as {
        subject: string;
        toAddress: string;
        createdAt: string;
      }[]
    ).filter(
      (mail) => mail.subject.startsWith(subject) && mail.toAddress === TEST_ADMIN.email && mail.createdAt >= startedAt,
    );

  it('raises an alert once when a queue crosses its threshold, and clears it once when it recovers', async () => {
    const saved = await app
      .http()
      .put('/api/admin/queue-alerts/payments')
      .set(bearer(admin))
      .send({ depth: 2, oldestWaitingSeconds: null, failedLastHour: null })
      .expect(200);
    expect(saved.body).toContainEqual({
      queue: 'payments',
      depth: 2,
      oldestWaitingSeconds: null,
      failedLastHour: null,
    });

    // Three jobs wait on a paused queue: above 2.
    const queue = app.app.get(JobsService).queue('payments');
    await queue.pause();
    try {
      for (const id of ['a', 'b', 'c']) await queue.add('reconcile', {}, { jobId: `alert-test-${id}` });
      const raised = await eventually(state, {
        until: (now) => now.alerts.some((alert) => alert.queue === 'payments'),
        timeoutMs: 15_000,
        what: 'the payments alert raised',
      });
      expect(raised.alerts).toEqual([
        expect.objectContaining({ queue: 'payments', metric: 'depth', threshold: 2, value: 3 }),
      ]);
      await eventually(async () => live.at(-1), {
        until: (alerts) => alerts?.some((alert) => alert.queue === 'payments') ?? false,
        what: 'the alert heard live by an admin socket',
      });
      // Once: further checks while it stays above write no second e-mail.
      await keepsHolding(async () => expect(await mails('Queue alert: payments')).toHaveLength(1), { forMs: 1500 });
      const [alertMail] = await mails('Queue alert: payments');
      expect(alertMail).toMatchObject({ subject: 'Queue alert: payments: 3 jobs waiting (threshold 2)' });
    } finally {
      await queue.drain();
      await queue.resume();
    }

    await eventually(state, { until: (now) => now.alerts.length === 0, timeoutMs: 15_000, what: 'the alert cleared' });
    await eventually(async () => live.at(-1), {
      until: (alerts) => alerts !== undefined && !alerts.some((alert) => alert.queue === 'payments'),
      what: 'the clearing heard live',
    });
    await keepsHolding(async () => expect(await mails('Queue recovered: payments')).toHaveLength(1), { forMs: 1500 });
  }, 60_000);

  it('refuses a negative threshold and an unknown queue with a message, and is admin only', async () => {
    const bad = await app
      .http()
      .put('/api/admin/queue-alerts/payments')
      .set(bearer(admin))
      .send({ depth: -1, oldestWaitingSeconds: null, failedLastHour: null })
      .expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('Waiting jobs cannot be negative');
    await app
      .http()
      .put('/api/admin/queue-alerts/nope')
      .set(bearer(admin))
      .send({ depth: 1, oldestWaitingSeconds: null, failedLastHour: null })
      .expect(404);
    const customer = await registerUser(app);
    await app.http().get('/api/admin/queue-alerts').set(bearer(customer.token)).expect(403);
    await app.http().get('/api/admin/queue-alerts').expect(401);
  });
});
