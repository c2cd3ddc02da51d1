import type { OrderView } from '@kedai/contracts';

/** The order just placed, kept locally for the confirmation and receipt pages. */
export interface CurrentOrder {
  order: OrderView;
  /** Cart lines this order came from; removed from the cart on the confirmation page. */
  cartKeys: string[];
  cartCleared: boolean;
}

const KEY = 'kedai_current_order';

export function loadCurrentOrder(): CurrentOrder | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as CurrentOrder | null;
    return value && typeof value.order?.orderId === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveCurrentOrder(value: CurrentOrder): void {
  localStorage.setItem(KEY, JSON.stringify(value));
}
