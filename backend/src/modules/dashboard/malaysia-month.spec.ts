import { malaysiaMonth } from './malaysia-month';

describe('malaysiaMonth', () => {
  it('starts the month at 00:00 GMT+8 on the 1st, which is 16:00 UTC the day before', () => {
    const range = malaysiaMonth(new Date('2025-06-15T04:00:00Z'));
    expect(range.label).toBe('2025-06');
    expect(range.start.toISOString()).toBe('2025-05-31T16:00:00.000Z');
    expect(range.end.toISOString()).toBe('2025-06-30T16:00:00.000Z');
  });

  it('is already the next month in Malaysia from 16:00 UTC on the last day', () => {
    expect(malaysiaMonth(new Date('2025-06-30T15:59:59.999Z')).label).toBe('2025-06');
    expect(malaysiaMonth(new Date('2025-06-30T16:00:00.000Z')).label).toBe('2025-07');
  });

  it('rolls over the year and handles February in a leap year', () => {
    const january = malaysiaMonth(new Date('2024-12-31T16:00:00Z'));
    expect(january.label).toBe('2025-01');
    expect(january.start.toISOString()).toBe('2024-12-31T16:00:00.000Z');
    const february = malaysiaMonth(new Date('2024-02-10T00:00:00Z'));
    expect(february.end.toISOString()).toBe('2024-02-29T16:00:00.000Z');
  });
});
