import { cancelsAt, paymentAtRisk, riskPeriodMs } from './payment-risk';

const HOUR = 60 * 60 * 1000;
const created = new Date('2026-11-24T00:00:00Z');
const unpaid = {
  createdAt: created,
  status: 'pending',
  paymentStatus: 'pending',
  receiptStorageKey: null,
  receiptReview: null,
} as const;
const at = (hours: number) => created.getTime() + hours * HOUR;

describe('payment at risk', () => {
  it('flags a missing receipt only in the last quarter of a 24-hour window', () => {
    expect(paymentAtRisk(unpaid, 24, at(17.9))).toBe(false);
    expect(paymentAtRisk(unpaid, 24, at(18))).toBe(true);
    expect(paymentAtRisk(unpaid, 24, at(30))).toBe(true);
  });

  it('flags a rejected receipt but not one waiting for review', () => {
    const rejected = { ...unpaid, receiptStorageKey: 'receipts/a.png', receiptReview: 'rejected' } as const;
    expect(paymentAtRisk(rejected, 24, at(20))).toBe(true);
    expect(paymentAtRisk({ ...rejected, receiptReview: 'pending' }, 24, at(20))).toBe(false);
  });

  it('never flags a paid or cancelled order', () => {
    expect(paymentAtRisk({ ...unpaid, paymentStatus: 'paid', status: 'paid' }, 24, at(23))).toBe(false);
    expect(paymentAtRisk({ ...unpaid, status: 'cancelled' }, 24, at(23))).toBe(false);
    expect(cancelsAt({ ...unpaid, status: 'cancelled' }, 24)).toBeNull();
  });

  it('keeps at least the last hour, and never more than the window', () => {
    expect(riskPeriodMs(2)).toBe(HOUR);
    expect(riskPeriodMs(1)).toBe(HOUR);
    expect(riskPeriodMs(48)).toBe(12 * HOUR);
    expect(paymentAtRisk(unpaid, 2, at(0.5))).toBe(false);
    expect(paymentAtRisk(unpaid, 2, at(1))).toBe(true);
  });
});
