import { aboveMaximumOf, belowMinimumMessage, type CartCheckLine } from '@kedai/contracts';
import { useCartCheck } from '../api/check-cart';
import { lineKey, type CartItem } from '../cart-types';

/** From this many units left, the cart says how many remain. */
export const LOW_STOCK = 5;

/** Amounts as the minimum-order rule states them (RM12.50), in the cart as in the server's refusal at checkout. */
const rm = (amount: number) => `RM${amount.toFixed(2)}`;

/** The selected lines' total is under the admin's minimum order amount: the amounts the cart names. */
export interface BelowMinimum {
  minimum: string;
  total: string;
  shortfall: string;
}

/** The shortfall under the minimum order (the rule of belowMinimumMessage), or null when there is none. */
function belowMinimumOf(total: number, minimum: number): BelowMinimum | null {
  if (belowMinimumMessage(total, minimum) === null) return null;
  return { minimum: rm(minimum), total: rm(total), shortfall: rm(Math.round((minimum - total) * 100) / 100) };
}

export interface PriceChange {
  key: string;
  title: string;
  from: number;
  to: number;
}

/**
 * The cart as the catalogue sees it now (POST /api/orders/cart-check, again when the tab regains focus):
 * per line its stock and problem, prices that changed since the line was added, and the minimum order for
 * the selected lines at today's prices, and the maximum. Checkout is blocked until all of it is clear.
 */
export function useLiveCart(items: CartItem[]) {
  const check = useCartCheck(items);
  const lines: (CartCheckLine | undefined)[] = items.map((_, index) => check.data?.lines[index]);
  const stale: PriceChange[] = [];
  const newPrices: Record<string, number> = {};
  let selectedTotal = 0;
  let selectedProblems = 0;
  items.forEach((item, index) => {
    const line = lines[index];
    if (!line) return;
    if (line.unitPrice !== null && Math.round(line.unitPrice * 100) !== Math.round(item.price * 100)) {
      stale.push({ key: lineKey(item), title: item.title, from: item.price, to: line.unitPrice });
      newPrices[lineKey(item)] = line.unitPrice;
    }
    if (!item.selected) return;
    if (line.problem) selectedProblems += 1;
    else if (line.unitPrice !== null) selectedTotal += Math.round(line.unitPrice * 100) * item.quantity;
  });
  const belowMinimum = check.data ? belowMinimumOf(selectedTotal / 100, check.data.minimumOrderAmount) : null;
  const aboveMaximum = check.data ? aboveMaximumOf(selectedTotal / 100, check.data.maximumOrderAmount) : null;
  return { lines, stale, newPrices, selectedProblems, belowMinimum, aboveMaximum, checking: check.isFetching };
}
