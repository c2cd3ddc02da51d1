import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, shopDay } from './format';
import { i18n, initI18n } from './i18n/i18n';
import { formatRM, formatRMDecimal } from './money';
import { setShopTimeZone } from './shop-time-zone';
import { onMalaysiaTime, shopZoneLabel } from './shop-zone-label';

// 16:30 UTC is 00:30 the next day in Kuala Lumpur.
const lateUtc = '2026-11-22T16:30:00Z';

describe('dates in Malaysian time', () => {
  it('follows the shop time zone from Settings, daylight saving included', () => {
    try {
      setShopTimeZone('Europe/London');
      expect(formatDateTime('2026-07-01T12:05:00Z')).toBe('01/07/2026, 1:05 pm');
      expect(formatDateTime('2026-01-01T12:05:00Z')).toBe('01/01/2026, 12:05 pm');
      expect(shopDay(lateUtc)).toBe('2026-11-22');
      // Beside a time the page then says which clock it is, not "Malaysia time".
      expect(onMalaysiaTime()).toBe(false);
      expect(shopZoneLabel(new Date('2026-07-01T12:00:00Z'))).toBe('GMT+1');
    } finally {
      setShopTimeZone(undefined);
    }
    expect(shopDay(lateUtc)).toBe('2026-11-23');
    expect(onMalaysiaTime()).toBe(true);
  });

  // 16:30 UTC is 00:30 the next day in Kuala Lumpur.

  it('shows the Malaysian day and time whatever the device zone', () => {
    expect(formatDate(lateUtc)).toBe('23 Nov 2026');
    expect(formatDateTime(lateUtc)).toBe('23/11/2026, 12:30 am');
    expect(formatTime('2026-11-22T05:05:00Z')).toBe('1:05 pm');
    expect(shopDay(lateUtc)).toBe('2026-11-23');
  });

  it('follows the chosen language, still in Malaysian time', async () => {
    await initI18n();
    try {
      await i18n.changeLanguage('ms');
      expect(formatDateTime(lateUtc)).toBe('23/11/2026, 12:30 PG');
      await i18n.changeLanguage('zh-Hans');
      expect(formatDate(lateUtc)).toBe('2026年11月23日');
      expect(shopDay(lateUtc)).toBe('2026-11-23');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(formatDate(lateUtc)).toBe('23 Nov 2026');
  });

  it('shows an unparseable value as given', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('money', () => {
  it('is RM with thousands separators and two decimals', () => {
    expect(formatRM(4.5)).toBe('RM4.50');
    expect(formatRM(1234.5)).toBe('RM1,234.50');
    expect(formatRM(1234567.891)).toBe('RM1,234,567.89');
    expect(formatRM(-2)).toBe('-RM2.00');
    expect(formatRM(0)).toBe('RM0.00');
    expect(formatRMDecimal('1234.5')).toBe('RM1,234.50');
  });
});
