import type { OrderView } from '@kedai/contracts';

/** The order just placed (storefront §3 Current order), kept locally for the confirmation and receipt pages. */
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

/** "22/11/2026, 1:05 pm": en-MY date and 12-hour time, in Malaysian time like the order id's stamp. */
export const orderTime = (iso: string) =>
  new Date(iso).toLocaleString('en-MY', {
    timeZone: 'Asia/Kuala_Lumpur',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
