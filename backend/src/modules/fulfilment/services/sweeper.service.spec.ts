import type { DataSource } from 'typeorm';
import type { OutboxService } from '../../../core/outbox/outbox.service';
import type { JobsService } from '../../../core/queue/jobs.service';
import type { OrderTransitions } from '../../orders';
import type { OrdersReadModel } from '../../orders';
import type { UnpaidOrdersService } from '../../orders';
import type { RentalReminders } from './rental-reminders.service';
import { SweeperService } from './sweeper.service';

/**
 * The sweeper's decisions with small fakes of its collaborators (no database, no Redis): which stuck step it
 * frees, which unpaid order gets a cancel job, which rental end and backorder fill it queues, and that it
 * leaves alone whatever a live job or a moved-on order already covers.
 */

const NOW = new Date('2026-11-28T02:00:00Z');
const MINUTES = 60_000;

/** Jobs by queue and id, each with its BullMQ state. */
class FakeQueues {
  readonly jobs = new Map<string, string>();
  set(queue: string, id: string, state: string) {
    this.jobs.set(`${queue}/${id}`, state);
  }
  queue(queue: string) {
    return {
      getJob: async (id: string) => {
        const state = this.jobs.get(`${queue}/${id}`);
        return state ? { id, getState: async () => state } : undefined;
      },
    };
  }
}

interface Orders {
  pending: { orderId: string; pendingStep: string | null }[];
  unpaid: { orderId: string; createdAt: Date }[];
}

function sweeperWith(options: {
  orders?: Partial<Orders>;
  rentals?: { id: string; expiresAt: Date }[];
  backorderedProducts?: string[];
  queues?: FakeQueues;
  remindersSent?: number;
  /** The pending step the locked row holds, when it differs from what the read model said. */
  locked?: Record<string, string | null>;
}) {
  const orders: Orders = { pending: [], unpaid: [], ...options.orders };
  const queues = options.queues ?? new FakeQueues();
  const enqueued: { queue: string; name: string; data: unknown; jobId: string }[] = [];
  const scheduledCancels: { orderId: string; due: number; swept: boolean }[] = [];
  const cleared: string[] = [];
  const timeline: { orderId: string; action: string }[] = [];
  const asked: { pendingBefore?: Date; unpaidBefore?: Date; rentalsBefore?: Date } = {};
  const em = {};

  const dataSource = {
    transaction: async <R>(work: (manager: unknown) => Promise<R>) => work(em),
    query: async () => (options.backorderedProducts ?? []).map((code) => ({ product_code: code })),
    getRepository: () => ({
      find: async ({ where }: { where: { expiresAt: { value: Date } } }) => {
        asked.rentalsBefore = where.expiresAt.value;
        return (options.rentals ?? []).filter((rental) => rental.expiresAt < where.expiresAt.value);
      },
    }),
  };
  const outbox = {
    enqueue: async (_em: unknown, queue: string, name: string, data: unknown, { jobId }: { jobId: string }) => {
      enqueued.push({ queue, name, data, jobId });
    },
    relay: async () => 0,
  };
  const readModel = {
    pendingStepsSince: async (before: Date) => {
      asked.pendingBefore = before;
      return orders.pending.filter((order) => order.pendingStep !== null) as { orderId: string; pendingStep: string }[];
    },
    unpaidSince: async (before: Date) => {
      asked.unpaidBefore = before;
      return orders.unpaid;
    },
    paidBackorderProducts: async () => options.backorderedProducts ?? [],
  };
  const transitions = {
    run: async <R>(work: (tx: unknown) => Promise<R>) =>
      work({
        lock: async ({ orderId }: { orderId: string }) => {
          const order = orders.pending.find((one) => one.orderId === orderId);
          if (!order) return null;
          const pendingStep = options.locked && orderId in options.locked ? options.locked[orderId] : order.pendingStep;
          return { id: orderId, orderId, pendingStep };
        },
        stepCleared: async ({ id }: { id: string }) => {
          const order = orders.pending.find((one) => one.orderId === id);
          if (order) order.pendingStep = null;
          cleared.push(id);
        },
        record: async (orderId: string, change: { action: string }) => {
          timeline.push({ orderId, action: change.action });
        },
      }),
  };
  const unpaid = {
    dueFromNow: async () => Date.now() + 24 * 60 * MINUTES,
    schedule: async (_em: unknown, orderId: string, due: number, swept: boolean) => {
      scheduledCancels.push({ orderId, due, swept });
    },
  };
  const reminders = { sendDue: async () => options.remindersSent ?? 0 };

  const sweeper = new SweeperService(
    dataSource as unknown as DataSource,
    queues as unknown as JobsService,
    outbox as unknown as OutboxService,
    readModel as unknown as OrdersReadModel,
    transitions as unknown as OrderTransitions,
    unpaid as unknown as UnpaidOrdersService,
    reminders as unknown as RentalReminders,
  );
  return { sweeper, orders, enqueued, scheduledCancels, cleared, timeline, asked };
}

describe('the sweeper', () => {
  it('looks only at what has been stuck for two minutes', async () => {
    const { sweeper, asked } = sweeperWith({});
    await sweeper.sweep(NOW);
    const twoMinutesBefore = new Date(NOW.getTime() - 2 * MINUTES);
    expect(asked).toEqual({
      pendingBefore: twoMinutesBefore,
      unpaidBefore: twoMinutesBefore,
      rentalsBefore: twoMinutesBefore,
    });
  });

  it('frees a "Sending…" step whose job is gone, and says why on the timeline', async () => {
    const { sweeper, cleared, timeline } = sweeperWith({
      orders: { pending: [{ orderId: 'KD-1', pendingStep: 'activate' }] },
    });
    const report = await sweeper.sweep(NOW);
    expect(report.unstuckSteps).toBe(1);
    expect(cleared).toEqual(['KD-1']);
    expect(timeline).toEqual([{ orderId: 'KD-1', action: 'step_unstuck' }]);
  });

  it('leaves a step alone while its job is alive, and frees it once the job failed', async () => {
    for (const state of ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']) {
      const queues = new FakeQueues();
      queues.set('fulfilment', 'activate.KD-2', state);
      const { sweeper, cleared } = sweeperWith({
        queues,
        orders: { pending: [{ orderId: 'KD-2', pendingStep: 'activate' }] },
      });
      expect((await sweeper.sweep(NOW)).unstuckSteps).toBe(0);
      expect(cleared).toEqual([]);
    }
    const queues = new FakeQueues();
    queues.set('fulfilment', 'activate.KD-2', 'failed');
    const { sweeper, cleared } = sweeperWith({
      queues,
      orders: { pending: [{ orderId: 'KD-2', pendingStep: 'activate' }] },
    });
    expect((await sweeper.sweep(NOW)).unstuckSteps).toBe(1);
    expect(cleared).toEqual(['KD-2']);
  });

  it('does not free a step the order has moved on from, as seen under its row lock', async () => {
    const { sweeper, cleared, timeline } = sweeperWith({
      orders: { pending: [{ orderId: 'KD-3', pendingStep: 'send-guide' }] },
      // Between the read and the lock, the guide went out and ACTIVATE was asked for.
      locked: { 'KD-3': 'activate' },
    });
    expect((await sweeper.sweep(NOW)).unstuckSteps).toBe(0);
    expect(cleared).toEqual([]);
    expect(timeline).toEqual([]);
  });

  it('gives an unpaid order without a cancel job its own swept cancel, due when the first would have been', async () => {
    const createdAt = new Date(NOW.getTime() - 10 * MINUTES);
    const queues = new FakeQueues();
    queues.set('maintenance', 'cancel-unpaid.KD-5', 'delayed');
    queues.set('maintenance', 'cancel-unpaid.KD-6.swept', 'delayed');
    const { sweeper, scheduledCancels } = sweeperWith({
      queues,
      orders: {
        unpaid: [
          { orderId: 'KD-4', createdAt },
          { orderId: 'KD-5', createdAt },
          { orderId: 'KD-6', createdAt },
        ],
      },
    });
    const started = Date.now();
    const report = await sweeper.sweep(NOW);
    expect(report.cancelsQueued).toBe(1);
    expect(scheduledCancels).toHaveLength(1);
    const [cancel] = scheduledCancels;
    expect(cancel).toMatchObject({ orderId: 'KD-4', swept: true });
    // Due 24 hours (the settings' cancellation time) after the order was placed, not after this sweep.
    expect(Math.abs(cancel.due - (createdAt.getTime() + 24 * 60 * MINUTES))).toBeLessThanOrEqual(
      Date.now() - started + 5,
    );
  });

  it('queues the end of an overdue rental once, unless its swept end job is alive', async () => {
    const overdue = { id: 'rental-1', expiresAt: new Date(NOW.getTime() - 10 * MINUTES) };
    const justEnded = { id: 'rental-2', expiresAt: new Date(NOW.getTime() - 1 * MINUTES) };
    const covered = { id: 'rental-3', expiresAt: new Date(NOW.getTime() - 30 * MINUTES) };
    const queues = new FakeQueues();
    queues.set('maintenance', 'end-rental.rental-3.swept', 'waiting');
    const { sweeper, enqueued } = sweeperWith({ queues, rentals: [overdue, justEnded, covered] });
    const report = await sweeper.sweep(NOW);
    expect(report.rentalEndsQueued).toBe(1);
    expect(enqueued).toEqual([
      { queue: 'maintenance', name: 'end-rental', data: { rentalId: 'rental-1' }, jobId: 'end-rental.rental-1.swept' },
    ]);
  });

  it('queues one fill per product with backorders beside unsold codes, named by the minute', async () => {
    const { sweeper, enqueued } = sweeperWith({ backorderedProducts: ['DZ', 'MK8'] });
    const report = await sweeper.sweep(NOW);
    expect(report.backorderFillsQueued).toBe(2);
    const minute = Math.floor(NOW.getTime() / MINUTES);
    expect(enqueued.map((job) => [job.name, job.data, job.jobId.endsWith(`swept.${minute}`)])).toEqual([
      ['fill-backorders', { productCode: 'DZ' }, true],
      ['fill-backorders', { productCode: 'MK8' }, true],
    ]);
    // The same minute's sweep on another process names the same jobs: one fill each, not two.
    const again = sweeperWith({ backorderedProducts: ['DZ', 'MK8'] });
    await again.sweeper.sweep(new Date(NOW.getTime() + 30_000));
    expect(again.enqueued.map((job) => job.jobId)).toEqual(enqueued.map((job) => job.jobId));
  });

  it('reports the reminders it sent and repairs nothing on a healthy shop', async () => {
    const { sweeper, enqueued, scheduledCancels, cleared } = sweeperWith({ remindersSent: 2 });
    expect(await sweeper.sweep(NOW)).toEqual({
      unstuckSteps: 0,
      cancelsQueued: 0,
      rentalEndsQueued: 0,
      rentalRemindersSent: 2,
      backorderFillsQueued: 0,
      intentsDelivered: 0,
    });
    expect([enqueued, scheduledCancels, cleared]).toEqual([[], [], []]);
  });
});
