import type { OrderTimelineEntry } from '@kedai/contracts';
import { jobKindOf, monitorLinkOf, outcomeOf } from './order-inspection.rules';

const line = (action: string, jobId: string | null, details: Record<string, unknown> = {}): OrderTimelineEntry => ({
  at: '2026-11-24T12:00:00.000Z',
  actorType: 'job',
  actorId: null,
  actorName: null,
  action,
  details,
  jobId,
});

describe('order inspection rules', () => {
  it('tells the queue of our job ids', () => {
    expect(jobKindOf('activate.2611241200ABCDE')).toEqual({ queue: 'fulfilment', name: 'activate' });
    expect(jobKindOf('cancel-unpaid.2611241200ABCDE.swept')).toEqual({ queue: 'maintenance', name: 'cancel-unpaid' });
    expect(jobKindOf('email.7c0a1f0e')).toEqual({ queue: 'notifications', name: 'send-email' });
    expect(jobKindOf('42')).toBeNull();
  });

  it("reads a job's last line and the failure's reason", () => {
    const timeline = [
      line('created', null),
      line('delivery_failed', 'activate.X', { reason: 'No activation codes left for DZ' }),
      line('guide_sent', 'send-guide.X'),
    ];
    expect(outcomeOf('activate.X', timeline)).toEqual({
      lastAction: 'delivery_failed',
      lastAt: '2026-11-24T12:00:00.000Z',
      error: 'No activation codes left for DZ',
    });
    expect(outcomeOf('send-guide.X', timeline).error).toBeNull();
    expect(outcomeOf('activate.X', [...timeline, line('activated', 'activate.X')]).error).toBeNull();
    expect(outcomeOf('none', timeline)).toEqual({ lastAction: null, lastAt: null, error: null });
  });

  it('links to the queue monitor with the job open', () => {
    expect(monitorLinkOf('fulfilment', 'activate.X', null)).toBe(
      '/admin/queues?queue=fulfilment&state=failed&job=activate.X',
    );
  });
});
