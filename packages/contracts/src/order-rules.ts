/** Rules about an order's money both sides state the same way (the cart before checkout, the server at it). */

const rm = (amount: number) => `RM${amount.toFixed(2)}`;

/** Why the total is below the admin's minimum order amount, or null when it is not. */
export function belowMinimumMessage(total: number, minimum: number): string | null {
  if (minimum <= 0 || Math.round(total * 100) >= Math.round(minimum * 100)) return null;
  return `The minimum order is ${rm(minimum)}. Your cart total is ${rm(total)}; add ${rm(
    Math.round((minimum - total) * 100) / 100,
  )} more to check out.`;
}
