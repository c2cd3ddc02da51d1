import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  timeZoneOrDefault,
  zonedAvailability,
  zonedDayKey,
  zonedDayRange,
  zonedDayStart,
  zonedMonth,
  zonedParts,
  zonedStartOfDay,
  zonedTime,
  zonedTimestamp,
  zoneOffsetMs,
} from './time-zone';

const KL = 'Asia/Kuala_Lumpur';
const LONDON = 'Europe/London';
const iso = (date: Date | null) => date?.toISOString();

describe('time zones', () => {
  it('knows real zones and refuses made-up ones', () => {
    expect(isTimeZone(KL)).toBe(true);
    expect(isTimeZone(LONDON)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(8)).toBe(false);
    expect(timeZoneOrDefault('Nowhere/At_All')).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOrDefault(LONDON)).toBe(LONDON);
  });

  it('reads the wall clock in Kuala Lumpur (GMT+8 all year)', () => {
    expect(zonedParts(new Date('2026-11-23T16:05:07Z'), KL)).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 0,
      minute: 5,
      second: 7,
      weekday: 2,
    });
    expect(zoneOffsetMs(new Date('2026-07-01T00:00:00Z'), KL)).toBe(8 * 3600_000);
    expect(zonedTimestamp(new Date('2026-12-31T16:30:00Z'), KL)).toBe('2027-01-01 00:30:00');
    expect(zonedDayKey(new Date('2026-12-31T15:59:59Z'), KL)).toBe('2026-12-31');
  });

  it('follows daylight saving in London', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), LONDON)).toBe(0);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), LONDON)).toBe(3600_000);
    // 29 March 2026: the clocks go from 01:00 to 02:00 GMT.
    expect(zonedParts(new Date('2026-03-29T00:59:00Z'), LONDON).hour).toBe(0);
    expect(zonedParts(new Date('2026-03-29T01:00:00Z'), LONDON).hour).toBe(2);
    expect(iso(zonedTime(LONDON, 2026, 3, 29, 3))).toBe('2026-03-29T02:00:00.000Z');
    // 01:30 does not exist that night: it moves forward by the change.
    expect(iso(zonedTime(LONDON, 2026, 3, 29, 1, 30))).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 01:30 happens twice; the first is in summer time.
    expect(iso(zonedTime(LONDON, 2026, 10, 25, 1, 30))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('starts a day at local midnight, in summer and in winter', () => {
    expect(iso(zonedDayStart('2026-11-24', KL))).toBe('2026-11-23T16:00:00.000Z');
    expect(iso(zonedDayStart('2026-07-01', LONDON))).toBe('2026-06-30T23:00:00.000Z');
    expect(iso(zonedDayStart('2026-12-01', LONDON))).toBe('2026-12-01T00:00:00.000Z');
    expect(iso(zonedStartOfDay(new Date('2026-03-29T12:00:00Z'), LONDON))).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(zonedStartOfDay(new Date('2026-03-30T12:00:00Z'), LONDON))).toBe('2026-03-29T23:00:00.000Z');
  });

  it('refuses days that are not real', () => {
    expect(zonedDayStart('2026-02-31', KL)).toBeNull();
    expect(zonedDayStart('2026-13-01', KL)).toBeNull();
    expect(zonedDayStart('24/11/2026', KL)).toBeNull();
    expect(zonedDayStart('2028-02-29', KL)).not.toBeNull();
  });

  it('gives an inclusive range of days as [start, end)', () => {
    const range = zonedDayRange('2026-11-01', '2026-11-30', KL);
    expect(iso(range.start)).toBe('2026-10-31T16:00:00.000Z');
    expect(iso(range.end)).toBe('2026-11-30T16:00:00.000Z');
    // The day the clocks change in London is 23 hours long.
    const short = zonedDayRange('2026-03-29', '2026-03-29', LONDON);
    expect(short.end!.getTime() - short.start!.getTime()).toBe(23 * 3600_000);
    expect(zonedDayRange(undefined, undefined, KL)).toEqual({ start: null, end: null });
  });

  it('finds the month an instant falls in, across the year and the zone', () => {
    const kl = zonedMonth(new Date('2026-12-31T16:00:00Z'), KL);
    expect(kl).toEqual({
      label: '2027-01',
      start: new Date('2026-12-31T16:00:00Z'),
      end: new Date('2027-01-31T16:00:00Z'),
    });
    // The same instant is still December in London.
    expect(zonedMonth(new Date('2026-12-31T16:00:00Z'), LONDON).label).toBe('2026-12');
    const march = zonedMonth(new Date('2026-03-15T12:00:00Z'), LONDON);
    expect(iso(march.start)).toBe('2026-03-01T00:00:00.000Z');
    // April starts in summer time, an hour before midnight GMT.
    expect(iso(march.end)).toBe('2026-03-31T23:00:00.000Z');
    expect(zonedMonth(new Date('2026-02-28T23:30:00Z'), LONDON).label).toBe('2026-02');
    expect(zonedMonth(new Date('2026-02-28T16:30:00Z'), KL).label).toBe('2026-03');
  });

  describe('opening hours', () => {
    const weekdays = { openMinute: 9 * 60, closeMinute: 17 * 60 };
    const weekend = { openMinute: 10 * 60, closeMinute: 12 * 60 };
    const windowFor = (day: number) => (day === 0 || day === 6 ? weekend : weekdays);

    it('is open inside the window and closed at its close', () => {
      // Tue 24 Nov 2026 09:00 in Kuala Lumpur
      expect(zonedAvailability(new Date('2026-11-24T01:00:00Z'), KL, windowFor)).toEqual({ withinHours: true });
      expect(zonedAvailability(new Date('2026-11-24T09:00:00Z'), KL, windowFor)).toEqual({
        withinHours: false,
        nextOpenAt: '2026-11-25T01:00:00.000Z',
      });
    });

    it('opens next on the weekend window after a Friday close', () => {
      expect(zonedAvailability(new Date('2026-11-27T10:00:00Z'), KL, windowFor)).toEqual({
        withinHours: false,
        nextOpenAt: '2026-11-28T02:00:00.000Z',
      });
    });

    it('reads the same instant differently in another zone', () => {
      const at = new Date('2026-07-15T08:30:00Z'); // 16:30 in KL, 09:30 BST in London
      expect(zonedAvailability(at, KL, windowFor).withinHours).toBe(true);
      expect(zonedAvailability(at, LONDON, windowFor).withinHours).toBe(true);
      const early = new Date('2026-07-15T07:30:00Z'); // 15:30 in KL, 08:30 in London
      expect(zonedAvailability(early, LONDON, windowFor)).toEqual({
        withinHours: false,
        nextOpenAt: '2026-07-15T08:00:00.000Z',
      });
    });
  });
});
