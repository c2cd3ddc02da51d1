import { daysSoFar, previousStretch, shopMonth } from './shop-month';

describe('shopMonth', () => {
  it('starts the month at 00:00 GMT+8 on the 1st, which is 16:00 UTC the day before', () => {
    const range = shopMonth(new Date('2025-06-15T04:00:00Z'), 'Asia/Kuala_Lumpur');
    expect(range.label).toBe('2025-06');
    expect(range.start.toISOString()).toBe('2025-05-31T16:00:00.000Z');
    expect(range.end.toISOString()).toBe('2025-06-30T16:00:00.000Z');
  });

  it('is already the next month in Malaysia from 16:00 UTC on the last day', () => {
    expect(shopMonth(new Date('2025-06-30T15:59:59.999Z'), 'Asia/Kuala_Lumpur').label).toBe('2025-06');
    expect(shopMonth(new Date('2025-06-30T16:00:00.000Z'), 'Asia/Kuala_Lumpur').label).toBe('2025-07');
  });

  it('rolls over the year and handles February in a leap year', () => {
    const january = shopMonth(new Date('2024-12-31T16:00:00Z'), 'Asia/Kuala_Lumpur');
    expect(january.label).toBe('2025-01');
    expect(january.start.toISOString()).toBe('2024-12-31T16:00:00.000Z');
    const february = shopMonth(new Date('2024-02-10T00:00:00Z'), 'Asia/Kuala_Lumpur');
    expect(february.end.toISOString()).toBe('2024-02-29T16:00:00.000Z');
  });

  it('follows another zone from Settings, with its daylight saving', () => {
    const july = shopMonth(new Date('2025-06-30T16:00:00.000Z'), 'Europe/London');
    expect(july.label).toBe('2025-06');
    expect(july.start.toISOString()).toBe('2025-05-31T23:00:00.000Z');
    expect(shopMonth(new Date('2025-06-30T23:00:00.000Z'), 'Europe/London').label).toBe('2025-07');
  });
});

describe('the dashboard trend ranges', () => {
  const zone = 'Asia/Kuala_Lumpur';
  it('compares this month so far with as long a stretch of the month before, never past its end', () => {
    const now = new Date('2026-03-31T04:00:00Z'); // 31 March, 12:00 in Kuala Lumpur
    const month = shopMonth(now, zone);
    const before = previousStretch(month, now, zone);
    expect(before.start.toISOString()).toBe('2026-01-31T16:00:00.000Z'); // 1 February 00:00 +08
    expect(before.end.toISOString()).toBe('2026-02-28T16:00:00.000Z'); // all of February
    const early = new Date('2026-03-02T04:00:00Z');
    expect(previousStretch(shopMonth(early, zone), early, zone).end.toISOString()).toBe('2026-02-02T04:00:00.000Z');
  });

  it('lists the days from the 1st to today on the shop clock', () => {
    const now = new Date('2026-11-02T17:00:00Z'); // already 3 November in Kuala Lumpur
    expect(daysSoFar(shopMonth(now, zone), now, zone)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });
});
