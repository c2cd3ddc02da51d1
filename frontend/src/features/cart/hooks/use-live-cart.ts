import { belowMinimumMessage, type CartCheckLine } from '@kedai/contracts';
import { useCartCheck } from '../api/check-cart';
import { lineKey, type CartItem } from '../cart-types';

/** From this many units left, the cart says how many remain. */
export const LOW_STOCK = 5;

export interface PriceChange {
  key: string;
  title: string;
  from: number;
  to: number;
}

/**
 * The cart as the catalogue sees it now (POST /api/orders/cart-check, again when the tab regains focus):
 * per line its stock and problem, prices that changed since the line was added, and the minimum order for
 * the selected lines at today's prices. Checkout is blocked until all of it is clear.
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
  const belowMinimum = check.data ? belowMinimumMessage(selectedTotal / 100, check.data.minimumOrderAmount) : null;
  return { lines, stale, newPrices, selectedProblems, belowMinimum, checking: check.isFetching };
}
