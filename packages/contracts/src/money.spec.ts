import { formatRM, formatRMDecimal } from './money';

describe('formatRM', () => {
  it('writes RM with thousands separators and two decimals', () => {
    expect(formatRM(25)).toBe('RM25.00');
    expect(formatRM(1234.5)).toBe('RM1,234.50');
    expect(formatRM(-1234567.891)).toBe('-RM1,234,567.89');
    expect(formatRM(-0.001)).toBe('RM0.00');
  });

  it('keeps every sen of a decimal string', () => {
    expect(formatRMDecimal('12345678901234.5')).toBe('RM12,345,678,901,234.50');
    expect(formatRMDecimal('abc')).toBe('RMabc');
  });
});
