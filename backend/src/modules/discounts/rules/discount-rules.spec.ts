import fc from 'fast-check';
import { allocateSen, customerKeyOf, discountSen, evaluateDiscount, type DiscountTerms } from './discount-rules';

const terms = (over: Partial<DiscountTerms> = {}): DiscountTerms => ({
  kind: 'percent',
  value: 10,
  minimumSpend: 0,
  productIds: [],
  categories: [],
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  active: true,
  ...over,
});
const now = new Date('2026-11-28T10:00:00Z');
const free = { used: 0, byCustomer: 0 };
const line = (productId: string, lineTotal: number, category = 'apps') => ({ productId, category, lineTotal });

describe('discount rules', () => {
  it('takes a percent of every line when nothing is restricted, split per line', () => {
    expect(evaluateDiscount(terms(), [line('a', 30), line('b', 20)], now, free)).toEqual({
      ok: true,
      amount: 5,
      allocations: [3, 2],
    });
  });

  it('discounts only the eligible lines of a mixed cart (by product or category)', () => {
    const byProduct = evaluateDiscount(terms({ productIds: ['b'] }), [line('a', 30), line('b', 20)], now, free);
    expect(byProduct).toEqual({ ok: true, amount: 2, allocations: [0, 2] });
    const byCategory = evaluateDiscount(
      terms({ categories: ['games'] }),
      [line('a', 30), line('b', 20, 'games')],
      now,
      free,
    );
    expect(byCategory).toEqual({ ok: true, amount: 2, allocations: [0, 2] });
  });

  it('rounds a percent half up to the sen, deterministically', () => {
    expect(discountSen({ kind: 'percent', value: 15 }, 333)).toBe(50); // 49.95 → 50
    expect(discountSen({ kind: 'percent', value: 12.5 }, 1)).toBe(0); // 0.125 → 0
    expect(discountSen({ kind: 'percent', value: 100 }, 999)).toBe(999);
  });

  it('never takes a fixed amount beyond the eligible goods', () => {
    expect(discountSen({ kind: 'fixed', value: 50 }, 2000)).toBe(2000);
    expect(evaluateDiscount(terms({ kind: 'fixed', value: 5 }), [line('a', 10), line('b', 5)], now, free)).toEqual({
      ok: true,
      amount: 5,
      allocations: [3.33, 1.67],
    });
  });

  it.each([
    [terms({ active: false }), 'inactive'],
    [terms({ startsAt: new Date('2026-12-01T00:00:00Z') }), 'not_started'],
    [terms({ endsAt: now }), 'expired'],
    [terms({ productIds: ['z'] }), 'not_eligible'],
    [terms({ minimumSpend: 100 }), 'below_minimum'],
    [terms({ usageLimit: 3 }), 'used_up'],
    [terms({ perCustomerLimit: 1 }), 'already_used'],
  ])('refuses with a reason (%#)', (given, reason) => {
    const outcome = evaluateDiscount(given, [line('a', 50)], now, { used: 3, byCustomer: 1 });
    expect(outcome).toMatchObject({ ok: false, reason });
  });

  it('says the minimum spend', () => {
    expect(evaluateDiscount(terms({ minimumSpend: 100 }), [line('a', 50)], now, free)).toEqual({
      ok: false,
      reason: 'below_minimum',
      params: { minimum: 'RM100.00' },
    });
  });

  it('does not check the per-customer limit before the customer is known', () => {
    expect(
      evaluateDiscount(terms({ perCustomerLimit: 1 }), [line('a', 50)], now, { used: 5, byCustomer: null }).ok,
    ).toBe(true);
  });

  it('allocations sum exactly to the discount and no line goes below 0 or above its total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (weights, seed) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = sum === 0 ? 0 : seed % (sum + 1);
          const shares = allocateSen(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[index]);
          });
        },
      ),
    );
  });

  it('counts a customer by account, else by e-mail lower-cased', () => {
    expect(customerKeyOf('u1', 'A@B.my')).toBe('user:u1');
    expect(customerKeyOf(null, ' A@B.my ')).toBe('email:a@b.my');
  });
});
