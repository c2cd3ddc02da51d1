import fc from 'fast-check';
import { computeSst, formatMoney, methodTakesCurrency, sstRateProblem, whatsappDigits } from './shop-identity';

describe('computeSst', () => {
  it.each([
    // amount, rate, inclusive, subtotal, tax, total
    [108, 8, true, 100, 8, 108],
    [10, 8, true, 9.26, 0.74, 10],
    [59.9, 6, true, 56.51, 3.39, 59.9],
    [0.27, 8, true, 0.25, 0.02, 0.27],
    [1234.56, 8, false, 1234.56, 98.76, 1333.32],
    [0.05, 10, false, 0.05, 0.01, 0.06], // exactly half a sen: up
    [0.31, 8, false, 0.31, 0.02, 0.33],
    [0.29, 8, false, 0.29, 0.02, 0.31], // 0.29 * 100 is 28.999… as a float: still 29 sen
    [25, 0, true, 25, 0, 25],
    [99.99, 8.5, false, 99.99, 8.5, 108.49],
  ])('%s at %s %% (inclusive %s): %s + %s = %s', (amount, rate, inclusive, subtotal, tax, total) => {
    expect(computeSst(amount, { ratePercent: rate, pricesIncludeTax: inclusive })).toEqual({
      subtotal,
      tax,
      total,
      ratePercent: rate,
      pricesIncludeTax: inclusive,
    });
  });

  it('always adds up to the sen, and the tax is within half a sen of the exact figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.boolean(),
        (sen, rateHundredths, inclusive) => {
          const result = computeSst(sen / 100, { ratePercent: rateHundredths / 100, pricesIncludeTax: inclusive });
          const taxSen = Math.round(result.tax * 100);
          expect(Math.round(result.subtotal * 100) + taxSen).toBe(Math.round(result.total * 100));
          const exact = inclusive ? (sen * rateHundredths) / (10000 + rateHundredths) : (sen * rateHundredths) / 10000;
          expect(Math.abs(taxSen - exact)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, 'MYR', 'RM1,234.50'],
    [1234.5, 'USD', 'US$1,234.50'],
    [0, 'SGD', 'S$0.00'],
    [-3.2, 'MYR', '-RM3.20'],
  ] as const)('%s %s is %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });
});

describe('methodTakesCurrency', () => {
  it('offers the ringgit-only methods only in MYR', () => {
    expect(methodTakesCurrency('touchNGo', 'USD')).toBe(false);
    expect(methodTakesCurrency('fpx', 'SGD')).toBe(false);
    expect(methodTakesCurrency('card', 'USD')).toBe(false);
    expect(methodTakesCurrency('bankTransfer', 'USD')).toBe(true);
    expect(methodTakesCurrency('alipay', 'SGD')).toBe(true);
    expect(methodTakesCurrency('touchNGo', 'MYR')).toBe(true);
  });
});

describe('whatsappDigits', () => {
  it.each([
    ['60198765432', '60198765432'],
    ['019-876 5432', '60198765432'],
    ['+65 9123 4567', '6591234567'],
    ['', '60123456789'],
    ['123', '60123456789'],
  ])('%j gives %s', (phone, digits) => {
    expect(whatsappDigits(phone)).toBe(digits);
  });
});

describe('sstRateProblem', () => {
  it('accepts 0 to 100 with two decimals', () => {
    expect(sstRateProblem(8)).toBeNull();
    expect(sstRateProblem(6.25)).toBeNull();
    expect(sstRateProblem(0)).toBeNull();
    expect(sstRateProblem(-1)).not.toBeNull();
    expect(sstRateProblem(101)).not.toBeNull();
    expect(sstRateProblem(8.125)).not.toBeNull();
    expect(sstRateProblem('8')).not.toBeNull();
  });
});
