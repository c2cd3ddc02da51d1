import { useSyncExternalStore } from 'react';

/**
 * The discount code the shopper applied in the cart, kept for this tab (sessionStorage) so checkout sends it.
 * Only the code is kept: the server prices it in every quote and again when the order is placed.
 */
const KEY = 'kedai:discount-code';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setDiscountCode(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(KEY, code);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the code lives only until the page is left.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The applied code (null: none). */
export const useDiscountCode = (): string | null => useSyncExternalStore(subscribe, read, () => null);
