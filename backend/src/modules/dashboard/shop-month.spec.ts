import { shopMonth } from './shop-month';

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
