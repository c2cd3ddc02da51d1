import {
  setShopTimeZone,
  shopDateTime,
  shopDateTimeIn,
  shopFormat,
  shopTimeZone,
  shopTimestamp,
  shopZoneLabel,
} from './shop-time';

describe('Malaysia time', () => {
  it('writes e-mail dates in GMT+8 with a 12-hour clock', () => {
    expect(shopDateTime(new Date('2026-11-24T08:01:05.823Z'))).toBe('24 Nov 2026, 4:01 pm');
    expect(shopDateTime(new Date('2026-11-23T16:05:00Z'))).toBe('24 Nov 2026, 12:05 am');
    expect(shopDateTime(new Date('2026-11-24T04:00:00Z'))).toBe('24 Nov 2026, 12:00 pm');
  });

  it('writes spreadsheet dates in GMT+8, crossing the day and year', () => {
    expect(shopTimestamp(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01 00:30:00');
  });
});

describe('Malaysia time in a customer’s language', () => {
  const at = new Date('2026-11-24T08:01:05.823Z');

  it('keeps the English format, and writes Malay and Chinese in their Malaysian locales', () => {
    expect(shopDateTimeIn(at, 'en')).toBe('24 Nov 2026, 4:01 pm');
    expect(shopDateTimeIn(at, 'ms')).toBe('24 Nov 2026, 4:01 PTG');
    expect(shopDateTimeIn(at, 'zh-Hans')).toBe('2026年11月24日 下午4:01');
  });

  it('writes noon and midnight as 12, never 0', () => {
    const noon = new Date('2026-11-25T04:02:00Z');
    const midnight = new Date('2026-11-24T16:02:00Z');
    expect(shopDateTimeIn(noon, 'ms')).toBe('25 Nov 2026, 12:02 PTG');
    expect(shopDateTimeIn(midnight, 'ms')).toBe('25 Nov 2026, 12:02 PG');
    expect(shopFormat('backAt', 'en').format(noon)).toBe('Wed, 25 Nov, 12:02 pm');
  });
});

describe('the shop’s time zone from Settings', () => {
  afterEach(() => setShopTimeZone(undefined));

  it('writes the same instant in the zone the settings name, with its own label', () => {
    const at = new Date('2026-07-24T08:01:05Z');
    setShopTimeZone('Europe/London');
    expect(shopTimeZone()).toBe('Europe/London');
    expect(shopDateTime(at)).toBe('24 Jul 2026, 9:01 am');
    expect(shopTimestamp(at)).toBe('2026-07-24 09:01:05');
    expect(shopZoneLabel(at)).toBe('GMT+1');
    setShopTimeZone('UTC');
    expect(shopDateTime(at)).toBe('24 Jul 2026, 8:01 am');
  });

  it('falls back to Kuala Lumpur for a zone the runtime does not know', () => {
    setShopTimeZone('Atlantis/Capital');
    expect(shopTimeZone()).toBe('Asia/Kuala_Lumpur');
    expect(shopZoneLabel()).toBe('GMT+8');
  });
});
