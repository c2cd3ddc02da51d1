import { expect, test } from '@playwright/test';
import { TEST_ADMIN } from '../support/test-env';
import { adminHeaders, logInAdmin } from './support/admin';

const NOT_WATCHED = { depth: null, oldestWaitingSeconds: null, failedLastHour: null };

/**
 * Queue alerts on the admin's screens (docs/ops.md#queue-alerts): a threshold saved on the queue screen, then a job
 * waiting on the paused queue raises the banner on the open page with no reload, and on every admin page; resuming
 * the queue clears it live. One e-mail to the admin when it is raised and one when it recovers. The queue is
 * `cleanup` (an admin's maintenance run), paused for seconds only: other specs do not wait on it.
 */
test('a job waiting above a threshold raises the banner live on every admin page, and resuming clears it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  const since = new Date().toISOString();
  const mails = async (subject: string) =>
    (
      (await (await request.get('/api/admin/outbox', { headers, params: { search: subject } })).json()) as {
        subject: string;
        toAddress: string;
        createdAt: string;
      }[]
    ).filter(
      (mail) => mail.toAddress === TEST_ADMIN.email && mail.createdAt >= since && mail.subject.startsWith(subject),
    );
  try {
    await logInAdmin(page);
    await page.goto('/admin/queues?queue=cleanup');
    const banner = page.getByTestId('queue-alerts');
    await expect(banner).toHaveCount(0);

    const settings = page.getByRole('form', { name: 'Alerts for cleanup' });
    await settings.getByLabel('Waiting jobs above').fill('0');
    await settings.getByRole('button', { name: 'Save alerts' }).click();
    await expect(page.getByText('Alert thresholds saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Pause cleanup' }).click();
    await expect(page.getByRole('button', { name: 'Resume cleanup' })).toBeVisible();
    // A harmless maintenance run (expired e-mail codes older than ten years) waits on the paused queue.
    const started = await request.post('/api/admin/tools/maintenance/cleanups', {
      headers,
      data: { action: 'expired-email-codes', olderThanDays: 3650 },
    });
    expect(started.status(), await started.text()).toBe(202);

    // Raised on the open page, live.
    await expect(banner).toContainText('cleanup: 1 jobs waiting (alert above 0)', { timeout: 20_000 });
    await expect(banner.getByRole('link', { name: 'Open the queue' })).toHaveAttribute(
      'href',
      '/admin/queues?queue=cleanup',
    );
    // And on any other admin page.
    await page.goto('/admin/orders');
    await expect(page.getByTestId('queue-alerts')).toContainText('cleanup: 1 jobs waiting');
    await expect.poll(async () => (await mails('Queue alert: cleanup')).length).toBe(1);

    // Resumed: the job runs, the alert clears on the open page with no reload.
    await page.goto('/admin/queues?queue=cleanup');
    await page.getByRole('button', { name: 'Resume cleanup' }).click();
    await expect(page.getByTestId('queue-alerts')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(async () => (await mails('Queue recovered: cleanup')).length).toBe(1);
    expect(await mails('Queue alert: cleanup')).toHaveLength(1);
  } finally {
    await request.put('/api/admin/queue-alerts/cleanup', { headers, data: NOT_WATCHED });
    await request.post('/api/admin/queues/cleanup/resume', { headers });
  }
});
