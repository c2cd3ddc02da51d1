import { describe, expect, it } from 'vitest';
import { formatDateTime } from './order-labels';

// Admins and customers must read the same time for the same order, whatever the device's zone.
describe('admin dates are Malaysia time', () => {
  it('shows an order placed at 23:01 UTC on the next Malaysian day', () => {
    expect(formatDateTime('2026-11-23T23:01:05.823Z')).toBe('24 Nov 2026, 7:01 am');
  });
});
