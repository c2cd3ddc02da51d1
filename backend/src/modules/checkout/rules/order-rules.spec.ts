import { belowMinimumMessage, staleTotalMessage } from './order-rules';

describe('order rules', () => {
  it('refuses a total below the minimum order amount with the amount missing', () => {
    expect(belowMinimumMessage(5.99, 10)).toBe(
      'The minimum order is RM10.00. Your cart total is RM5.99; add RM4.01 more to check out.',
    );
    expect(belowMinimumMessage(10, 10)).toBeNull();
    expect(belowMinimumMessage(0.01, 0)).toBeNull();
  });

  it('flags a total that differs from the quote the customer saw, to the cent', () => {
    expect(staleTotalMessage(undefined, 19.99)).toBeNull();
    expect(staleTotalMessage(19.99, 19.99)).toBeNull();
    expect(staleTotalMessage(5.99, 19.99)).toBe(
      'Prices in your cart have changed: the total is now RM19.99, not RM5.99. Please review your cart and pay the new total.',
    );
  });
});
