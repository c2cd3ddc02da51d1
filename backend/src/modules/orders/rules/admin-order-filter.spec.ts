import { malaysiaDayRange, malaysiaDayStart } from './admin-order-filter';

describe('Orders screen date filter (Malaysia days)', () => {
  it('starts a day at midnight GMT+8, i.e. 16:00 UTC the day before', () => {
    expect(malaysiaDayStart('2026-11-24', 'from').toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('includes the whole "to" day: the range ends at the next Malaysia midnight', () => {
    const range = malaysiaDayRange('2026-11-24', '2026-11-24');
    expect(range.start?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(range.end?.toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('leaves an end open when it is not given', () => {
    expect(malaysiaDayRange(undefined, '2026-01-01')).toEqual({
      start: null,
      end: new Date('2026-01-01T16:00:00.000Z'),
    });
    expect(malaysiaDayRange()).toEqual({ start: null, end: null });
  });

  it.each(['2026-02-31', '24/11/2026', '2026-11-24T00:00', 'yesterday', '2026-13-01', ''])(
    'refuses %p with a readable 400',
    (day) => {
      expect(() => malaysiaDayStart(day, 'from')).toThrow(/from must be a date as YYYY-MM-DD/);
    },
  );

  it('refuses a range whose end is before its start', () => {
    expect(() => malaysiaDayRange('2026-11-24', '2026-11-23')).toThrow(/to must be the same day as from or later/);
  });
});
