import { aboveMaximumMessage, aboveMaximumOf, belowMinimumMessage } from '@kedai/contracts';

export { aboveMaximumMessage, aboveMaximumOf, belowMinimumMessage };
/** Pure order rules checked by the quote and again at checkout (unit spec beside). */

const rm = (amount: number) => `RM${amount.toFixed(2)}`;

/**
 * A price lock was sent but did not hold (it ran out, or it is not one this server signed) and the catalogue's
 * total differs from the one the customer saw: what to tell them. Null when the totals agree (or none was sent).
 */
export function lockedTotalMessage(
  reason: 'expired' | 'invalid',
  expected: number | undefined,
  total: number,
): string | null {
  if (expected === undefined || Math.round(expected * 100) === Math.round(total * 100)) return null;
  const why =
    reason === 'expired' ? 'Your 30-minute price lock has run out' : 'The price you were quoted could not be confirmed';
  return `${why} and prices in your cart have changed since: the total is now ${rm(total)}, not ${rm(expected)}. Please review your cart and pay the new total.`;
}

/** Why the total the customer saw differs from the server's, or null when they agree to the cent. */
export function staleTotalMessage(expected: number | undefined, total: number): string | null {
  if (expected === undefined || Math.round(expected * 100) === Math.round(total * 100)) return null;
  return `Prices in your cart have changed: the total is now ${rm(total)}, not ${rm(
    expected,
  )}. Please review your cart and pay the new total.`;
}
