import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/english-for-specs';
import english from '@/lib/i18n/locales/en/admin-orders.json';
import { formatDateTime, paymentChangeWarning, statusChangeWarning, stepFailureTitle } from './order-labels';

const t = englishT('admin-orders', english);

// Admins and customers must read the same time for the same order, whatever the device's zone.
describe('admin dates are Malaysia time', () => {
  it('shows an order placed at 23:01 UTC on the next Malaysian day', () => {
    expect(formatDateTime('2026-11-23T23:01:05.823Z')).toBe('24 Nov 2026, 7:01 am');
  });
});

describe('status changes that ask first', () => {
  it('asks before cancelling, shipping or delivering by hand, and before reopening a cancelled order', () => {
    expect(statusChangeWarning('paid', 'processing', t)).toBeNull();
    expect(statusChangeWarning('pending', 'paid', t)).toBeNull();
    expect(statusChangeWarning('paid', 'cancelled', t)).toContain('stock back');
    expect(statusChangeWarning('processing', 'shipped', t)).toBe(
      'The customer got nothing for this order: no activation code or account was delivered. Marking it shipped by hand sends them nothing.',
    );
    expect(statusChangeWarning('paid', 'delivered', t)).toContain('The customer got nothing for this order');
    // Once the customer has their code, shipped or delivered by hand goes at once.
    expect(statusChangeWarning('shipped', 'delivered', t, true)).toBeNull();
    expect(statusChangeWarning('cancelled', 'pending', t)).toContain('was cancelled');
    expect(statusChangeWarning('shipped', 'shipped', t)).toBeNull();
  });

  it('asks before taking "paid" away or failing a payment', () => {
    expect(paymentChangeWarning('pending', 'paid', t)).toBeNull();
    expect(paymentChangeWarning('paid', 'pending', t)).toBe(
      'The payment is recorded as paid. Setting it to pending blocks GUIDE and ACTIVATE.',
    );
    expect(paymentChangeWarning('pending', 'failed', t)).toContain('did not pay');
  });
});

describe('failed steps', () => {
  it('are named after the step that failed', () => {
    expect(stepFailureTitle('activate', t)).toBe('Failed to Send Activation Codes');
    expect(stepFailureTitle('send-guide', t)).toBe('Failed to Send Installation Guide');
  });
});
