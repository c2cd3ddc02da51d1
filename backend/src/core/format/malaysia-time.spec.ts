import { malaysiaDateTime, malaysiaTimestamp } from './malaysia-time';

describe('Malaysia time', () => {
  it('writes e-mail dates in GMT+8 with a 12-hour clock', () => {
    expect(malaysiaDateTime(new Date('2026-11-24T08:01:05.823Z'))).toBe('24 Nov 2026, 4:01 pm');
    expect(malaysiaDateTime(new Date('2026-11-23T16:05:00Z'))).toBe('24 Nov 2026, 12:05 am');
    expect(malaysiaDateTime(new Date('2026-11-24T04:00:00Z'))).toBe('24 Nov 2026, 12:00 pm');
  });

  it('writes spreadsheet dates in GMT+8, crossing the day and year', () => {
    expect(malaysiaTimestamp(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01 00:30:00');
  });
});
