import { zonedDayStart } from '@kedai/contracts';
import { nextDay, splitByDays, wholeDays } from './sales-days';

const KL = 'Asia/Kuala_Lumpur';
const at = (day: string, zone = KL) => zonedDayStart(day, zone)!;

describe('splitByDays', () => {
  it('gives whole days for a range from midnight to midnight, with nothing left over', () => {
    expect(splitByDays(at('2026-11-01'), at('2026-12-01'), KL)).toEqual({
      days: { from: '2026-11-01', to: '2026-12-01' },
      edges: [],
    });
  });

  it('leaves the part of a day at either end to the orders themselves', () => {
    const start = new Date(at('2026-10-01').getTime() + 5 * 3600_000);
    const end = new Date(at('2026-10-28').getTime() + 14 * 3600_000 + 1);
    expect(splitByDays(start, end, KL)).toEqual({
      days: { from: '2026-10-02', to: '2026-10-28' },
      edges: [
        [start, at('2026-10-02')],
        [at('2026-10-28'), end],
      ],
    });
  });

  it('gives no whole day for a range inside one day, and nothing for an empty range', () => {
    const start = new Date(at('2026-10-01').getTime() + 3600_000);
    const end = new Date(at('2026-10-01').getTime() + 7200_000);
    expect(splitByDays(start, end, KL)).toEqual({ days: null, edges: [[start, end]] });
    expect(splitByDays(end, start, KL)).toEqual({ days: null, edges: [] });
  });

  it("uses the zone's own midnights, also across a daylight-saving change", () => {
    const london = 'Europe/London';
    // 25 October 2026 has 25 hours in London.
    expect(splitByDays(at('2026-10-25', london), at('2026-10-27', london), london)).toEqual({
      days: { from: '2026-10-25', to: '2026-10-27' },
      edges: [],
    });
  });

  it('counts calendar days across month and year ends', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('wholeDays', () => {
  it('names the days of a range from midnight to midnight on the zone clock, either end open', () => {
    expect(wholeDays(at('2026-11-01'), at('2026-12-01'), KL)).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(wholeDays(null, at('2026-12-01'), KL)).toEqual({ from: null, to: '2026-12-01' });
    expect(wholeDays(at('2026-11-01'), null, KL)).toEqual({ from: '2026-11-01', to: null });
    expect(wholeDays(null, null, KL)).toEqual({ from: null, to: null });
  });

  it('refuses an end that is not the start of a day in that zone', () => {
    expect(wholeDays(new Date(at('2026-11-01').getTime() + 1), null, KL)).toBeNull();
    expect(wholeDays(null, at('2026-12-01', 'UTC'), KL)).toBeNull();
  });
});
