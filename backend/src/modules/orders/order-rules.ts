import { aboveMaximumMessage, belowMinimumMessage } from '@kedai/contracts';

export { aboveMaximumMessage, belowMinimumMessage };
/** Pure order rules checked by the quote and again at checkout (unit spec beside). */

const rm = (amount: number) => `RM${amount.toFixed(2)}`;

/** Why the total the customer saw differs from the server's, or null when they agree to the cent. */
export function staleTotalMessage(expected: number | undefined, total: number): string | null {
  if (expected === undefined || Math.round(expected * 100) === Math.round(total * 100)) return null;
  return `Prices in your cart have changed: the total is now ${rm(total)}, not ${rm(
    expected,
  )}. Please review your cart and pay the new total.`;
}
