import { zonedDayStart } from '@kedai/contracts';
import { monthsOf, nextDay, splitByDays, wholeDays, wholeMonths } from './sales-days';

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

describe('wholeMonths', () => {
  it('gives a calendar month from its first day to the next month’s', () => {
    expect(wholeMonths('2026-11-01', '2026-12-01')).toEqual({ from: '2026-11-01', to: '2026-12-01' });
  });

  it('keeps the days before the first whole month and after the last out (90 days across a year end)', () => {
    expect(wholeMonths('2026-10-17', '2027-01-15')).toEqual({ from: '2026-11-01', to: '2027-01-01' });
  });

  it('gives no month, at the end of the range, when none is whole', () => {
    expect(wholeMonths('2026-11-02', '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(wholeMonths('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(wholeMonths('2026-11-10', '2026-12-20')).toEqual({ from: '2026-12-20', to: '2026-12-20' });
  });

  it('counts February and leap years by the calendar', () => {
    expect(wholeMonths('2028-02-01', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
    expect(wholeMonths('2027-01-31', '2027-03-01')).toEqual({ from: '2027-02-01', to: '2027-03-01' });
  });
});

describe('monthsOf', () => {
  it('counts the calendar months between two first days, across a year end', () => {
    expect(monthsOf({ from: '2026-11-01', to: '2026-12-01' })).toBe(1);
    expect(monthsOf({ from: '2026-11-01', to: '2027-02-01' })).toBe(3);
    expect(monthsOf({ from: '2026-12-01', to: '2026-12-01' })).toBe(0);
  });
});
