import { alertText, queueAlertChanges } from './queue-alert-rules';

const queue = (name: string, depth: number, oldestWaitingSeconds = 0, failedLastHour = 0) => ({
  name,
  depth,
  oldestWaitingSeconds,
  failedLastHour,
});
const limits = [{ queue: 'fulfilment', depth: 100, oldestWaitingSeconds: 300, failedLastHour: null }];

describe('queue alert rules', () => {
  it('raises once above a threshold, keeps quiet while it stays above, and clears at or under it', () => {
    expect(queueAlertChanges([queue('fulfilment', 101)], limits, [])).toEqual({
      raise: [{ queue: 'fulfilment', metric: 'depth', threshold: 100, value: 101 }],
      clear: [],
    });
    const open = [{ queue: 'fulfilment', metric: 'depth' as const }];
    expect(queueAlertChanges([queue('fulfilment', 150)], limits, open)).toEqual({ raise: [], clear: [] });
    expect(queueAlertChanges([queue('fulfilment', 100)], limits, open)).toEqual({
      raise: [],
      clear: [{ queue: 'fulfilment', metric: 'depth', value: 100 }],
    });
  });

  it('watches nothing without a threshold, and clears an alert whose threshold was removed', () => {
    expect(queueAlertChanges([queue('chat', 10_000, 10_000, 10_000)], limits, [])).toEqual({ raise: [], clear: [] });
    const open = [{ queue: 'fulfilment', metric: 'failedLastHour' as const }];
    expect(queueAlertChanges([queue('fulfilment', 0, 0, 50)], limits, open).clear).toEqual([
      { queue: 'fulfilment', metric: 'failedLastHour', value: 50 },
    ]);
  });

  it('watches each measure on its own', () => {
    const changes = queueAlertChanges([queue('fulfilment', 5, 301)], limits, []);
    expect(changes.raise).toEqual([
      { queue: 'fulfilment', metric: 'oldestWaitingSeconds', threshold: 300, value: 301 },
    ]);
    expect(alertText(changes.raise[0]!)).toBe('fulfilment: 301 seconds the oldest job has waited (threshold 300)');
  });
});
