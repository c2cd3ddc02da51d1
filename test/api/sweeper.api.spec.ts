import { Job, UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import type { JobOf } from '../../backend/src/core/queue/job-catalogue';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { FulfilmentProcessor } from '../../backend/src/modules/fulfilment/jobs/fulfilment.processor';
import { SweeperService } from '../../backend/src/modules/fulfilment/services/sweeper.service';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { eventually } from '../support/wait';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

/**
 * The sweeper repairs what a process killed between two steps leaves behind: a step stuck in "Sending…"
 * whose job is gone, an unpaid order whose cancel job was never queued.
 */
describe('sweeper: nothing stays stuck', () => {
  let app: TestApp;
  let admin: string;
  let db: DataSource;
  let sweeper: SweeperService;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    db = app.app.get(DataSource);
    sweeper = app.app.get(SweeperService);
  });
  afterAll(() => app.close());

  const detail = async (orderId: string) =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body as {
      pendingStep: string | null;
      timeline: { action: string }[];
    };

  it('frees a step left "Sending…" by a dead process, so GUIDE can be pressed again', async () => {
    const orderId = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1, option: 'lifetime' }]);
    await markTestOrderPaid(app, admin, orderId);
    // The API set the step and died before its job was queued.
    await db.query(
      `UPDATE orders SET pending_step = 'send-guide', updated_at = now() - interval '10 minutes' WHERE order_id = $1`,
      [orderId],
    );
    expect((await detail(orderId)).pendingStep).toBe('send-guide');

    const report = await sweeper.sweep();
    expect(report.unstuckSteps).toBeGreaterThanOrEqual(1);
    const after = await detail(orderId);
    expect(after.pendingStep).toBeNull();
    expect(after.timeline.map((entry) => entry.action)).toContain('step_unstuck');
    await app.http().post(`/api/admin/orders/${orderId}/send-guide`).set(bearer(admin)).expect(202);
  });

  it('a step whose job stalled too often fails for good at once, not after the retries it will never get', async () => {
    const orderId = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1, option: 'lifetime' }]);
    await markTestOrderPaid(app, admin, orderId);
    await db.query(`UPDATE orders SET pending_step = 'send-guide' WHERE order_id = $1`, [orderId]);
    // What BullMQ hands the worker's failed event when a job was taken over from dead workers too often:
    // the first of its 5 attempts, and an unrecoverable error.
    const job = new Job(
      app.app.get(JobsService).queue('fulfilment'),
      'send-guide',
      { orderId, actorId: null },
      {
        attempts: 5,
      },
    );
    job.attemptsMade = 1;
    await app.app
      .get(FulfilmentProcessor)
      .failed(job as JobOf<'fulfilment'>, new UnrecoverableError('job stalled more than allowable limit'));

    const after = await detail(orderId);
    expect(after.pendingStep).toBeNull();
    expect(after.timeline.map((entry) => entry.action)).toContain('send-guide_failed');
    // An ordinary error on the first attempt is retried: the step stays Sending….
    await db.query(`UPDATE orders SET pending_step = 'send-guide' WHERE order_id = $1`, [orderId]);
    await app.app.get(FulfilmentProcessor).failed(job as JobOf<'fulfilment'>, new Error('mail server busy'));
    expect((await detail(orderId)).pendingStep).toBe('send-guide');
    await db.query(`UPDATE orders SET pending_step = NULL WHERE order_id = $1`, [orderId]);
  });

  it('the sweep and reconciliation schedules come back by themselves when Redis loses them', async () => {
    const jobs = app.app.get(JobsService);
    const schedules = [
      { queue: jobs.queue('maintenance'), id: 'sweep' },
      { queue: jobs.queue('payments'), id: 'reconcile' },
    ];
    for (const { queue, id } of schedules) expect(await queue.getJobScheduler(id)).toBeDefined();
    // As after a Redis restart without its data: the schedulers and their next jobs are gone.
    for (const { queue, id } of schedules) await queue.removeJobScheduler(id);
    for (const { queue, id } of schedules) {
      const back = await eventually(() => queue.getJobScheduler(id), {
        until: (scheduler) => scheduler !== undefined,
        timeoutMs: 5000,
        what: `the ${id} schedule registered again`,
      });
      expect(back).toMatchObject({ key: id, every: 60_000 });
      // Its next run is queued again too: delayed, or already due (waiting) or running when the machine is slow.
      await eventually(() => queue.getJobs(['delayed', 'wait', 'prioritized', 'active']), {
        until: (jobs) => jobs.some((job) => job.repeatJobKey === id || job.name === id),
        timeoutMs: 5000,
        what: `the ${id} schedule's next run queued`,
      });
    }
  });

  it('queues the cancel of an unpaid order that has none', async () => {
    const orderId = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1, option: 'lifetime' }]);
    const queue = app.app.get(JobsService).queue('maintenance');
    await queue.remove(`cancel-unpaid.${orderId}`);
    await db.query(`UPDATE orders SET created_at = now() - interval '10 minutes' WHERE order_id = $1`, [orderId]);

    const report = await sweeper.sweep();
    expect(report.cancelsQueued).toBeGreaterThanOrEqual(1);
    const swept = await queue.getJob(`cancel-unpaid.${orderId}.swept`);
    expect(swept?.data).toEqual({ orderId });
    // A second sweep finds it queued and leaves it.
    await sweeper.sweep();
    expect((await queue.getDelayed()).filter((job) => job.data.orderId === orderId)).toHaveLength(1);
  });
});
