import { reportRange } from './report-range';

const KL = 'Asia/Kuala_Lumpur';

describe('reportRange', () => {
  it('covers whole days on the shop clock and compares with as many days just before', () => {
    const result = reportRange({ from: '2026-11-01', to: '2026-11-30', granularity: 'week' }, KL);
    expect(result).toEqual({
      ok: true,
      range: {
        granularity: 'week',
        current: {
          from: '2026-11-01',
          to: '2026-11-30',
          start: '2026-10-31T16:00:00.000Z',
          end: '2026-11-30T16:00:00.000Z',
        },
        previous: {
          from: '2026-10-02',
          to: '2026-10-31',
          start: '2026-10-01T16:00:00.000Z',
          end: '2026-10-31T16:00:00.000Z',
        },
      },
    });
  });

  it('groups by day unless told', () => {
    const result = reportRange({ from: '2026-11-05', to: '2026-11-05' }, KL);
    expect(result.ok && result.range.granularity).toBe('day');
    expect(result.ok && result.range.previous.from).toBe('2026-11-04');
  });

  it('follows a zone with daylight saving: the day of the change is 23 hours long', () => {
    const result = reportRange({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/London');
    expect(result.ok && result.range.current).toMatchObject({
      start: '2026-03-29T00:00:00.000Z',
      end: '2026-03-29T23:00:00.000Z',
    });
  });

  it.each([
    [{ from: '2026-11-01' }, /"from" and "to"/],
    [{ from: '2026-02-30', to: '2026-03-01' }, /"from" and "to"/],
    [{ from: '1 Nov', to: '2026-11-02' }, /"from" and "to"/],
    [{ from: '2026-11-02', to: '2026-11-01' }, /ends before it starts/],
    [{ from: '2025-01-01', to: '2026-01-02' }, /at most 366 days; this range has 367/],
    [{ from: '2026-11-01', to: '2026-11-02', granularity: 'hour' }, /day, week, month/],
  ])('refuses %j with a reason', (query, reason) => {
    const result = reportRange(query, KL);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(reason);
  });
});
