import { describe, expect, it } from 'vitest';
import { bucketLabel, changeOf, formatDuration, presetDays, rangeDays } from './report-range';

describe('report ranges', () => {
  it('ends presets today, counting today in', () => {
    expect(presetDays('last7', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(rangeDays('2026-02-24', '2026-03-02')).toBe(7);
    expect(rangeDays(presetDays('last90', '2026-11-28').from, '2026-11-28')).toBe(90);
    expect(presetDays('thisMonth', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(presetDays('custom', '2026-11-28', { from: '2019-07-01', to: '2019-07-07' })).toEqual({
      from: '2019-07-01',
      to: '2019-07-07',
    });
    expect(rangeDays('2026-11-02', '2026-11-01')).toBe(0);
  });

  it('words the change against the previous period', () => {
    expect(changeOf(120, 100)).toBe('+20%');
    expect(changeOf(50, 100)).toBe('−50%');
    expect(changeOf(5, 0)).toBe('new');
    expect(changeOf(0, 0)).toBeNull();
    expect(changeOf(null, 3)).toBeNull();
  });

  it('words durations briefly', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(516)).toBe('9 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
    expect(formatDuration(3 * 86400 + 7200)).toBe('3 d 2 h');
  });

  it('shortens buckets for an axis', () => {
    expect(bucketLabel('2026-10-30', 'day')).toBe('30 Oct');
    expect(bucketLabel('2026-11-01', 'month')).toBe('Nov 2026');
    expect(bucketLabel('not a day', 'week')).toBe('not a day');
  });
});
