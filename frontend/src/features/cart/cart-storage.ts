import type { CartItem } from './cart-types';

/**
 * Guests' cart lives in browser storage (decision 1 in docs/product/README.md#decisions); logged-in carts live on the
 * server.
 */
const KEY = 'kedai_cart';

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.productId === 'string' &&
    typeof item.title === 'string' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    item.quantity >= 1
  );
}

export function loadGuestCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isCartItem)
          .map((item) => ({ ...item, selected: item.selected !== false, choices: item.choices ?? [] }))
      : [];
  } catch {
    // Unreadable: dropped. No storage at all when the build prerenders the page in Node.
    globalThis.localStorage?.removeItem(KEY);
    return [];
  }
}

export function saveGuestCart(items: CartItem[]): void {
  if (items.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(items));
}
