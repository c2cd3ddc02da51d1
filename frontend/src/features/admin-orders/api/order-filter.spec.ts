import type { AdminOrderView } from '@kedai/contracts';
import { describe, expect, it } from 'vitest';
import { filterQuery, orderMatchesFilter, type AdminOrderFilter } from './get-admin-orders';

const order = (patch: Partial<AdminOrderView>) =>
  ({
    orderId: '2611241200ABCDE',
    customerInfo: { name: 'Aisyah', email: 'a@example.com' },
    customerName: 'Aisyah',
    customerEmail: 'a@example.com',
    userName: 'Aisyah',
    status: 'paid',
    paymentStatus: 'paid',
    createdAt: '2026-11-23T16:00:00.000Z', // 24 Nov 00:00 in Malaysia
    ...patch,
  }) as AdminOrderView;

const all: AdminOrderFilter = { search: '', status: 'all', paymentStatus: 'all', from: '', to: '', page: 1 };

/** A live order:changed goes into a cached list only when it matches that list's filters, as the server's. */
describe('orderMatchesFilter with payment status and Malaysia-day dates', () => {
  it('keeps an order out of a list for another payment status', () => {
    expect(orderMatchesFilter(order({}), { ...all, paymentStatus: 'paid' })).toBe(true);
    expect(orderMatchesFilter(order({ paymentStatus: 'pending' }), { ...all, paymentStatus: 'paid' })).toBe(false);
  });

  it('counts a day from midnight to midnight GMT+8, both ends inclusive', () => {
    const day = { ...all, from: '2026-11-24', to: '2026-11-24' };
    expect(orderMatchesFilter(order({}), day)).toBe(true);
    expect(orderMatchesFilter(order({ createdAt: '2026-11-24T15:59:59.000Z' }), day)).toBe(true);
    expect(orderMatchesFilter(order({ createdAt: '2026-11-24T16:00:00.000Z' }), day)).toBe(false);
    expect(orderMatchesFilter(order({ createdAt: '2026-11-23T15:59:59.000Z' }), day)).toBe(false);
  });

  it('searches what the server searches: the order id, its customer name and e-mail, not the account name', () => {
    const placedByAccount = order({ userName: 'Account Holder' });
    expect(orderMatchesFilter(placedByAccount, { ...all, search: ' aisyah ' })).toBe(true);
    expect(orderMatchesFilter(placedByAccount, { ...all, search: 'A@EXAMPLE' })).toBe(true);
    expect(orderMatchesFilter(placedByAccount, { ...all, search: 'holder' })).toBe(false);
  });

  it('sends only the filters that narrow', () => {
    expect(filterQuery({ ...all, paymentStatus: 'failed', from: '2026-11-01' })).toEqual({
      search: undefined,
      status: undefined,
      paymentStatus: 'failed',
      from: '2026-11-01',
      to: undefined,
    });
  });
});
