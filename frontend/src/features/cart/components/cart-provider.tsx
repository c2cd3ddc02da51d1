import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getServerCart, mergeIntoServerCart, replaceServerCart } from '../api/cart-requests';
import { CartContext, type CartContextValue } from '../cart-context';
import { loadGuestCart, saveGuestCart } from '../cart-storage';
import { fromServerLine, lineKey, MAX_QUANTITY, type CartItem, type CartProductInput } from '../cart-types';
import styles from './cart-toast.module.css';
import type { CartView } from '@kedai/contracts';

/** What the cart toast says: kept as what happened, put into words in the visitor's language when shown. */
type CartToast = { kind: 'added' } | { kind: 'unavailable'; titles: string[] };
/** One value, so adding again while the toast shows leaves it as it was (as the same text did). */
const ADDED_TOAST: CartToast = { kind: 'added' };

const cents = (amount: number) => Math.round(amount * 100);

function choose(product: CartProductInput, optionValue?: string | null) {
  const options = product.options.filter((option) => option.choices.length > 0);
  for (const option of options) {
    const choice = option.choices.find((candidate) => candidate.value === optionValue) ?? null;
    if (choice) return { option, choice };
  }
  const [option] = options;
  return option ? { option, choice: option.choices[0] } : null;
}

/** Merges lines that now point at the same product and option (after a version switch). */
function combine(items: CartItem[]): CartItem[] {
  const byKey = new Map<string, CartItem>();
  for (const item of items) {
    const existing = byKey.get(lineKey(item));
    if (existing) existing.quantity = Math.min(existing.quantity + item.quantity, MAX_QUANTITY);
    else byKey.set(lineKey(item), { ...item });
  }
  return [...byKey.values()];
}

/** Who the cart belongs to, as the app's auth state says ('loading' until the stored session is checked). */
export interface CartOwner {
  status: 'loading' | 'authenticated' | 'anonymous';
  userId: string | null;
}

/**
 * The cart: browser storage for guests; on the account for logged-in users (the guest cart is merged
 * into it at login). Every change is saved where the cart lives.
 */
export function CartProvider({ owner, children }: { owner: CartOwner; children: ReactNode }) {
  const { status, userId } = owner;
  const { t } = useTranslation('cart');
  const [items, setItems] = useState<CartItem[]>(loadGuestCart);
  const [toast, setToast] = useState<CartToast | null>(null);
  const itemsRef = useRef(items);
  const onServer = useRef(false);
  /** Account saves run one after another, each sending the newest cart, so an older one never lands last. */
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  const showServerCart = useCallback((cart: CartView) => {
    const next = cart.items.map(fromServerLine);
    itemsRef.current = next;
    setItems(next);
    if (cart.unavailable?.length) setToast({ kind: 'unavailable', titles: cart.unavailable });
  }, []);

  useEffect(() => {
    if (status === 'loading') return;
    let cancelled = false;
    if (status === 'authenticated' && userId) {
      onServer.current = true;
      const guest = loadGuestCart();
      const request = guest.length ? mergeIntoServerCart(guest) : getServerCart();
      request
        .then((cart) => {
          if (cancelled) return;
          saveGuestCart([]);
          showServerCart(cart);
        })
        .catch(() => undefined);
    } else {
      onServer.current = false;
      // Back to the browser's guest cart (after logout); read it outside the render cycle.
      queueMicrotask(() => {
        if (cancelled) return;
        const next = loadGuestCart();
        itemsRef.current = next;
        setItems(next);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [status, userId, showServerCart]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 2500);
    return () => clearTimeout(timer);
  }, [toast]);

  const update = useCallback(
    (change: (current: CartItem[]) => CartItem[]) => {
      const next = combine(change(itemsRef.current));
      itemsRef.current = next;
      setItems(next);
      if (onServer.current) {
        // A refused save (a product or option stopped being sold meanwhile): show the cart the server has.
        saving.current = saving.current
          .then(() => replaceServerCart(itemsRef.current))
          .catch(() => getServerCart().then(showServerCart))
          .catch(() => undefined);
      } else saveGuestCart(next);
    },
    [showServerCart],
  );

  const value = useMemo<CartContextValue>(() => {
    const selectedItems = items.filter((item) => item.selected);
    return {
      items,
      count: items.reduce((sum, item) => sum + item.quantity, 0),
      selectedItems,
      subtotal: selectedItems.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0) / 100,
      addItem: (product, options = {}) => {
        const picked = choose(product, options.optionValue);
        const line: CartItem = {
          productId: product.id,
          productCode: product.productCode,
          title: product.title,
          category: product.category,
          image: [...product.images].sort((a, b) => a.order - b.order)[0]?.url ?? null,
          optionName: picked?.option.name ?? null,
          optionValue: picked?.choice.value ?? null,
          optionLabel: picked?.choice.label ?? null,
          choices: picked?.option.choices ?? [],
          price: picked?.choice.price ?? product.price,
          quantity: Math.max(1, Math.min(options.quantity ?? 1, MAX_QUANTITY)),
          selected: true,
        };
        update((current) => [...current, line]);
        setToast(ADDED_TOAST);
      },
      removeItem: (key) => update((current) => current.filter((item) => lineKey(item) !== key)),
      removeItems: (keys) => update((current) => current.filter((item) => !keys.includes(lineKey(item)))),
      clear: () => update(() => []),
      setQuantity: (key, quantity) =>
        update((current) =>
          current.map((item) =>
            lineKey(item) === key ? { ...item, quantity: Math.max(1, Math.min(quantity, MAX_QUANTITY)) } : item,
          ),
        ),
      setVersion: (key, optionValue) =>
        update((current) =>
          current.map((item) => {
            if (lineKey(item) !== key) return item;
            const choice = item.choices.find((candidate) => candidate.value === optionValue);
            return choice
              ? { ...item, optionValue: choice.value, optionLabel: choice.label, price: choice.price }
              : item;
          }),
        ),
      setSelected: (key, selected) =>
        update((current) => current.map((item) => (lineKey(item) === key ? { ...item, selected } : item))),
      setAllSelected: (selected) => update((current) => current.map((item) => ({ ...item, selected }))),
      acceptPrices: (prices) =>
        update((current) =>
          current.map((item) => {
            const price = prices[lineKey(item)];
            return price === undefined ? item : { ...item, price };
          }),
        ),
    };
  }, [items, update]);

  return (
    <CartContext.Provider value={value}>
      {children}
      {toast && (
        <div role="status" className={styles.toast}>
          {toast.kind === 'added'
            ? t('toast.added')
            : t(toast.titles.length > 1 ? 'toast.unavailableMany' : 'toast.unavailableOne', {
                titles: toast.titles.join(', '),
              })}
        </div>
      )}
    </CartContext.Provider>
  );
}
