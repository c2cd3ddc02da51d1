import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, malaysiaDay } from './format';
import { i18n, initI18n } from './i18n/i18n';
import { formatRM, formatRMDecimal } from './money';

describe('dates in Malaysian time', () => {
  // 16:30 UTC is 00:30 the next day in Kuala Lumpur.
  const lateUtc = '2026-11-22T16:30:00Z';

  it('shows the Malaysian day and time whatever the device zone', () => {
    expect(formatDate(lateUtc)).toBe('23 Nov 2026');
    expect(formatDateTime(lateUtc)).toBe('23/11/2026, 12:30 am');
    expect(formatTime('2026-11-22T05:05:00Z')).toBe('1:05 pm');
    expect(malaysiaDay(lateUtc)).toBe('2026-11-23');
  });

  it('follows the chosen language, still in Malaysian time', async () => {
    await initI18n();
    try {
      await i18n.changeLanguage('ms');
      expect(formatDateTime(lateUtc)).toBe('23/11/2026, 12:30 PG');
      await i18n.changeLanguage('zh-Hans');
      expect(formatDate(lateUtc)).toBe('2026年11月23日');
      expect(malaysiaDay(lateUtc)).toBe('2026-11-23');
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
