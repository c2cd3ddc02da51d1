/** Rules about an order's money both sides state the same way (the cart before checkout, the server at it). */

/** The largest payment receipt a customer may upload (checkout and the receipt page). */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
/** The longest review comment, in characters. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

const rm = (amount: number) => `RM${amount.toFixed(2)}`;

/** Why the total is below the admin's minimum order amount, or null when it is not. */
export function belowMinimumMessage(total: number, minimum: number): string | null {
  if (minimum <= 0 || Math.round(total * 100) >= Math.round(minimum * 100)) return null;
  return `The minimum order is ${rm(minimum)}. Your cart total is ${rm(total)}; add ${rm(
    Math.round((minimum - total) * 100) / 100,
  )} more to check out.`;
}
