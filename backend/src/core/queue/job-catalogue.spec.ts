import type { Queue } from 'bullmq';
import { jobId, QUEUE_NAMES, type JobCatalogue, type QueueName } from './job-catalogue';
import { JobsService } from './jobs.service';

/** A queue that only remembers what was added to it: enough to see where a producer's job goes. */
class FakeQueue {
  readonly added: { name: string; data: unknown; options: unknown }[] = [];
  constructor(readonly name: QueueName) {}
  add(name: string, data: unknown, options?: unknown) {
    this.added.push({ name, data, options });
    return Promise.resolve({ id: (options as { jobId?: string } | undefined)?.jobId ?? String(this.added.length) });
  }
}

function jobsWithFakeQueues() {
  const fakes = Object.fromEntries(QUEUE_NAMES.map((name) => [name, new FakeQueue(name)])) as Record<
    QueueName,
    FakeQueue
  >;
  const asQueue = (name: QueueName) => fakes[name] as unknown as Queue;
  const jobs = new JobsService(
    asQueue('chat'),
    asQueue('fulfilment'),
    asQueue('notifications'),
    asQueue('maintenance'),
    asQueue('screenshots'),
    asQueue('cleanup'),
    asQueue('payments'),
    asQueue('stock-alerts'),
    asQueue('push'),
    asQueue('channels'),
    asQueue('privacy'),
  );
  return { jobs, fakes };
}

describe('the job catalogue', () => {
  it('names every queue of the catalogue once, and no other', () => {
    // A compile-time list of the catalogue's queues: adding a queue to JobCatalogue without QUEUE_NAMES fails here.
    const catalogueQueues: Record<keyof JobCatalogue, true> = {
      chat: true,
      fulfilment: true,
      notifications: true,
      maintenance: true,
      screenshots: true,
      cleanup: true,
      payments: true,
      'stock-alerts': true,
      push: true,
      channels: true,
      privacy: true,
    };
    expect([...QUEUE_NAMES].sort()).toEqual(Object.keys(catalogueQueues).sort());
    expect(new Set(QUEUE_NAMES).size).toBe(QUEUE_NAMES.length);
  });

  it('builds deterministic job ids without the colon BullMQ refuses', () => {
    expect(jobId('activate', 'KD-0001')).toBe('activate.KD-0001');
    expect(jobId('activate', 'KD-0001')).toBe(jobId('activate', 'KD-0001'));
    expect(jobId('cancel-unpaid', 'KD-0001', 'swept')).not.toBe(jobId('cancel-unpaid', 'KD-0001'));
    expect(jobId('end-rental', '0b7c', 'swept')).not.toContain(':');
  });

  it('puts each job on the queue the catalogue names, with its payload and options as given', async () => {
    const { jobs, fakes } = jobsWithFakeQueues();
    await jobs.add('fulfilment', 'activate', { orderId: 'KD-1', actorId: null }, { jobId: jobId('activate', 'KD-1') });
    await jobs.add('notifications', 'send-email', { outboxId: 'o-1' });
    await jobs.add('maintenance', 'cancel-unpaid', { orderId: 'KD-2' }, { jobId: 'cancel-unpaid.KD-2', delay: 60_000 });

    expect(fakes.fulfilment.added).toEqual([
      { name: 'activate', data: { orderId: 'KD-1', actorId: null }, options: { jobId: 'activate.KD-1' } },
    ]);
    expect(fakes.notifications.added).toEqual([{ name: 'send-email', data: { outboxId: 'o-1' }, options: undefined }]);
    expect(fakes.maintenance.added).toEqual([
      { name: 'cancel-unpaid', data: { orderId: 'KD-2' }, options: { jobId: 'cancel-unpaid.KD-2', delay: 60_000 } },
    ]);
    for (const name of ['chat', 'screenshots', 'cleanup'] as const) expect(fakes[name].added).toEqual([]);
  });

  it('hands out every queue by name, and all of them for the ops screens', () => {
    const { jobs, fakes } = jobsWithFakeQueues();
    for (const name of QUEUE_NAMES) expect(jobs.queue(name)).toBe(fakes[name]);
    expect(jobs.all()).toHaveLength(QUEUE_NAMES.length);
    expect(new Set(jobs.all())).toEqual(new Set(Object.values(fakes)));
  });
});
