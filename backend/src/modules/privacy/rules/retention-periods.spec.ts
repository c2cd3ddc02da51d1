import { DEFAULT_RETENTION_PERIODS, RECEIPT_RETENTION_MIN_DAYS } from '@kedai/contracts';
import { cutoffOf, parsePeriods, periodsOf } from './retention-periods';

describe('retention periods', () => {
  it('keeps everything by default', () => {
    expect(periodsOf(undefined)).toEqual(DEFAULT_RETENTION_PERIODS);
    expect(periodsOf({ 'chat-messages': 30 })['chat-messages']).toBe(30);
    expect(periodsOf({ 'chat-messages': 30 })['receipt-images']).toBeNull();
  });

  it('sets the kinds given and leaves the others', () => {
    const { periods, errors } = parsePeriods(
      { ...DEFAULT_RETENTION_PERIODS, 'outbox-emails': 90 },
      {
        'chat-messages': 365,
        'rental-credentials': null,
      },
    );
    expect(errors).toEqual([]);
    expect(periods).toEqual({ ...DEFAULT_RETENTION_PERIODS, 'chat-messages': 365, 'outbox-emails': 90 });
  });

  it('refuses unknown kinds, the audit log, fractions, zero and text', () => {
    const { errors } = parsePeriods(DEFAULT_RETENTION_PERIODS, {
      'audit-log': 100,
      passwords: 1,
      'chat-messages': 1.5,
      'outbox-emails': 0,
      'rental-credentials': '30',
    });
    expect(errors.map((error) => error.field)).toEqual([
      'periods.audit-log',
      'periods.passwords',
      'periods.chat-messages',
      'periods.outbox-emails',
      'periods.rental-credentials',
    ]);
    expect(parsePeriods(DEFAULT_RETENTION_PERIODS, [1]).errors).toHaveLength(1);
  });

  it('keeps receipts at least seven years (accounting records)', () => {
    const short = parsePeriods(DEFAULT_RETENTION_PERIODS, { 'receipt-images': 365 });
    expect(short.errors[0].messages[0]).toMatch(/at least 2555 days/);
    expect(parsePeriods(DEFAULT_RETENTION_PERIODS, { 'receipt-images': RECEIPT_RETENTION_MIN_DAYS }).errors).toEqual(
      [],
    );
  });

  it('cuts off whole days before now', () => {
    expect(cutoffOf(2, new Date('2026-01-03T10:00:00Z')).toISOString()).toBe('2026-01-01T10:00:00.000Z');
  });
});
