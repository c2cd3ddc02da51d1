import { describe, expect, it } from 'vitest';
import { formatDateTime, paymentChangeWarning, statusChangeWarning } from './order-labels';

// Admins and customers must read the same time for the same order, whatever the device's zone.
describe('admin dates are Malaysia time', () => {
  it('shows an order placed at 23:01 UTC on the next Malaysian day', () => {
    expect(formatDateTime('2026-11-23T23:01:05.823Z')).toBe('24 Nov 2026, 7:01 am');
  });
});

describe('status changes that ask first', () => {
  it('asks before cancelling, shipping or delivering by hand, and before reopening a cancelled order', () => {
    expect(statusChangeWarning('paid', 'processing')).toBeNull();
    expect(statusChangeWarning('pending', 'paid')).toBeNull();
    expect(statusChangeWarning('paid', 'cancelled')).toContain('stock back');
    expect(statusChangeWarning('processing', 'shipped')).toContain('no activation code is sent');
    expect(statusChangeWarning('cancelled', 'pending')).toContain('was cancelled');
    expect(statusChangeWarning('shipped', 'shipped')).toBeNull();
  });

  it('asks before taking "paid" away or failing a payment', () => {
    expect(paymentChangeWarning('pending', 'paid')).toBeNull();
    expect(paymentChangeWarning('paid', 'pending')).toContain('blocks GUIDE and ACTIVATE');
    expect(paymentChangeWarning('pending', 'failed')).toContain('did not pay');
  });
});
