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

/** The amounts of an over-the-maximum refusal, as the cart words them in the customer's language. */
export interface AboveMaximum {
  maximum: string;
  total: string;
  excess: string;
}

/**
 * The amounts the cart and the server name when the total is above the admin's maximum order amount, or null
 * when it is not (a maximum of 0 or less means no maximum).
 */
export function aboveMaximumOf(total: number, maximum: number): AboveMaximum | null {
  if (maximum <= 0 || Math.round(total * 100) <= Math.round(maximum * 100)) return null;
  return { maximum: rm(maximum), total: rm(total), excess: rm(Math.round((total - maximum) * 100) / 100) };
}

/** Why the total is above the admin's maximum order amount, or null when it is not. */
export function aboveMaximumMessage(total: number, maximum: number): string | null {
  const above = aboveMaximumOf(total, maximum);
  if (!above) return null;
  return `The maximum order is ${above.maximum}. Your cart total is ${above.total}; remove ${above.excess} to check out, or place it as separate orders.`;
}
