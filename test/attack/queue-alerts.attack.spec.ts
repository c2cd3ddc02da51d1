import type { QueueAlertsState } from '@kedai/contracts';
import { TEST_ADMIN } from '../support/test-env';
import { eventually, keepsHolding } from '../support/wait';
import { startKedai, type KedaiProcess } from './processes';

/**
 * Issue 36 item 4 against real processes: an API and a worker (checking every 300 ms). A job waiting on a paused
 * queue above its threshold raises one alert and one e-mail per admin; the worker killed with SIGKILL and another
 * started in its place does not raise it again; resuming the queue clears it with one "recovered" e-mail.
 */
describe('attack: a queue alert raised and cleared across a worker crash', () => {
  const running: KedaiProcess[] = [];
  let api: KedaiProcess;
  let token = '';

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : ((await response.json()) as unknown);
  };
  const alerts = async () => ((await call('GET', '/api/admin/queue-alerts')) as QueueAlertsState).alerts;
  const since = new Date().toISOString();
  const mails = async (subject: string) =>
    (
      (await call('GET', `/api/admin/outbox?search=${encodeURIComponent(subject)}`)) as {
        subject: string;
        toAddress: string;
        createdAt: string;
      }[]
    ).filter(
      (mail) => mail.subject.startsWith(subject) && mail.toAddress === TEST_ADMIN.email && mail.createdAt >= since,
    );

  afterAll(async () => {
    if (token) {
      await call('PUT', '/api/admin/queue-alerts/cleanup', {
        depth: null,
        oldestWaitingSeconds: null,
        failedLastHour: null,
      }).catch(() => undefined);
      await call('POST', '/api/admin/queues/cleanup/resume').catch(() => undefined);
    }
    await Promise.all(running.map((process) => process.kill('SIGKILL')));
  });

  it('raises once, survives a killed worker without a second e-mail, and clears once', async () => {
    const fast = { QUEUE_ALERT_CHECK_MS: '300' };
    api = await startKedai('api', fast);
    running.push(api);
    running.push(await startKedai('worker', fast));
    token = ((await call('POST', '/api/auth/admin-login', TEST_ADMIN)) as { token: string }).token;

    await call('PUT', '/api/admin/queue-alerts/cleanup', {
      depth: 0,
      oldestWaitingSeconds: null,
      failedLastHour: null,
    });
    await call('POST', '/api/admin/queues/cleanup/pause');
    await call('POST', '/api/admin/tools/maintenance/cleanups', { action: 'expired-email-codes', olderThanDays: 3650 });

    const raised = await eventually(alerts, {
      until: (now) => now.some((alert) => alert.queue === 'cleanup'),
      timeoutMs: 20_000,
      what: 'the cleanup alert raised',
    });
    expect(raised).toContainEqual(
      expect.objectContaining({ queue: 'cleanup', metric: 'depth', threshold: 0, value: 1 }),
    );
    await eventually(() => mails('Queue alert: cleanup'), { until: (found) => found.length === 1 });

    // The worker dies; another takes its place and keeps checking: the open alert is not raised again.
    const [, firstWorker] = running;
    await firstWorker!.kill('SIGKILL');
    running.push(await startKedai('worker', fast));
    await keepsHolding(async () => expect(await mails('Queue alert: cleanup')).toHaveLength(1), { forMs: 2_000 });
    expect(await alerts()).toContainEqual(expect.objectContaining({ queue: 'cleanup' }));

    await call('POST', '/api/admin/queues/cleanup/resume');
    // The cleanup queue runs one job at a time: the new worker may first run the day's retention job, which its
    // schedule starts at once when Redis has none, before it reaches the waiting cleanup.
    await eventually(alerts, {
      until: (now) => !now.some((alert) => alert.queue === 'cleanup'),
      timeoutMs: 60_000,
      what: 'the cleanup alert cleared',
    });
    await eventually(() => mails('Queue recovered: cleanup'), { until: (found) => found.length === 1 });
    await keepsHolding(async () => expect(await mails('Queue recovered: cleanup')).toHaveLength(1), { forMs: 1_000 });
  }, 120_000);
});
