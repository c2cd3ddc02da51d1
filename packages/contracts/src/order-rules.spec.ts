import { aboveMaximumMessage, aboveMaximumOf, belowMinimumMessage } from './order-rules';

describe('aboveMaximumMessage', () => {
  it('refuses a total above the maximum, naming the maximum, the total and what to remove', () => {
    expect(aboveMaximumMessage(39.99, 20)).toBe(
      'The maximum order is RM20.00. Your cart total is RM39.99; remove RM19.99 to check out, or place it as separate orders.',
    );
    expect(aboveMaximumOf(39.99, 20)).toEqual({ maximum: 'RM20.00', total: 'RM39.99', excess: 'RM19.99' });
  });

  it('accepts a total equal to the maximum to the cent, and any total when there is no maximum', () => {
    expect(aboveMaximumMessage(20, 20)).toBeNull();
    expect(aboveMaximumMessage(0.1 + 0.2, 0.3)).toBeNull();
    expect(aboveMaximumMessage(20.01, 20)).not.toBeNull();
    expect(aboveMaximumMessage(1_000_000, 0)).toBeNull();
  });

  it('leaves the minimum rule as it was', () => {
    expect(belowMinimumMessage(7.5, 20)).toBe(
      'The minimum order is RM20.00. Your cart total is RM7.50; add RM12.50 more to check out.',
    );
  });
});
