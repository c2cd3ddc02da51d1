import { malaysiaDateTime, malaysiaDateTimeIn, malaysiaFormat, malaysiaTimestamp } from './malaysia-time';

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

describe('Malaysia time in a customer’s language', () => {
  const at = new Date('2026-11-24T08:01:05.823Z');

  it('keeps the English format, and writes Malay and Chinese in their Malaysian locales', () => {
    expect(malaysiaDateTimeIn(at, 'en')).toBe('24 Nov 2026, 4:01 pm');
    expect(malaysiaDateTimeIn(at, 'ms')).toBe('24 Nov 2026, 4:01 PTG');
    expect(malaysiaDateTimeIn(at, 'zh-Hans')).toBe('2026年11月24日 下午4:01');
  });

  it('writes noon and midnight as 12, never 0', () => {
    const noon = new Date('2026-11-25T04:02:00Z');
    const midnight = new Date('2026-11-24T16:02:00Z');
    expect(malaysiaDateTimeIn(noon, 'ms')).toBe('25 Nov 2026, 12:02 PTG');
    expect(malaysiaDateTimeIn(midnight, 'ms')).toBe('25 Nov 2026, 12:02 PG');
    expect(malaysiaFormat('backAt', 'en').format(noon)).toBe('Wed, 25 Nov, 12:02 pm');
  });
});
