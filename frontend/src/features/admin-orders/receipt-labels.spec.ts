import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/english-for-specs';
import english from '@/lib/i18n/locales/en/admin-fulfilment.json';
import { paymentMethodLabel, timeSince } from './receipt-labels';

const t = englishT('admin-fulfilment', english);

describe('timeSince', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('says how long a receipt has waited', () => {
    expect(timeSince('2026-11-24T11:59:40Z', t, now)).toBe('just now');
    expect(timeSince('2026-11-24T11:55:00Z', t, now)).toBe('5 min ago');
    expect(timeSince('2026-11-24T09:00:00Z', t, now)).toBe('3 h ago');
    expect(timeSince('2026-11-23T11:00:00Z', t, now)).toBe('1 day ago');
    expect(timeSince('2026-11-20T12:00:00Z', t, now)).toBe('4 days ago');
    expect(timeSince(null, t, now)).toBe('-');
  });

  it('names the payment method', () => {
    expect(paymentMethodLabel('alipay')).toBe('Alipay');
    expect(paymentMethodLabel('touch_n_go')).toBe("Touch 'n Go eWallet");
    expect(paymentMethodLabel('fpx')).toBe('Online Banking (FPX)');
    expect(paymentMethodLabel('cash')).toBe('cash');
  });
});
