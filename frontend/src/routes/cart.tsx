import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { hasVersionSwitcher, lineKey } from '@/features/cart/cart-types';
import { useCart } from '@/features/cart/hooks/use-cart';
import { ProductImage } from '@/features/catalog/components/product-image';
import { formatRM } from '@/lib/money';
import { Alert } from '@/components/ui/alert';
import { LOW_STOCK, useLiveCart } from '@/features/cart/hooks/use-live-cart';
import styles from './cart.module.css';

export function CartRoute() {
  const cart = useCart();
  const { items } = cart;
  const [confirmClear, setConfirmClear] = useState(false);
  const live = useLiveCart(items);

  if (items.length === 0) {
    return (
      <section className={`container ${styles.empty}`}>
        <title>Cart · Kedai</title>
        <CartIcon size={48} />
        <h1>Your Cart is Empty</h1>
        <p>Go pick your favorite products!</p>
        <ButtonLink to={paths.products}>Continue Shopping</ButtonLink>
      </section>
    );
  }

  const allSelected = items.every((item) => item.selected);
  const blocked = live.selectedProblems > 0 || live.stale.length > 0 || live.belowMinimum !== null;
  return (
    <section className={`container ${styles.page}`}>
      <title>Cart · Kedai</title>
      <div className={styles.list}>
        <header className={styles.listHeader}>
          <h1>
            Shopping Cart <span className={styles.count}>({cart.count} items)</span>
          </h1>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(event) => cart.setAllSelected(event.target.checked)}
            />
            Select all
          </label>
          <Button variant="danger-outline" size="sm" onClick={() => setConfirmClear(true)}>
            Clear Cart
          </Button>
          <ConfirmDialog
            open={confirmClear}
            title="Clear your cart?"
            confirmLabel="Clear Cart"
            onCancel={() => setConfirmClear(false)}
            onConfirm={() => {
              setConfirmClear(false);
              cart.clear();
            }}
          >
            All {cart.count} items will be removed from your cart.
          </ConfirmDialog>
        </header>
        {live.stale.length > 0 && (
          <Alert tone="warning" title="Prices have changed">
            <ul className={styles.changes}>
              {live.stale.map((change) => (
                <li key={change.key}>
                  The price of {change.title} changed from {formatRM(change.from)} to {formatRM(change.to)}.
                </li>
              ))}
            </ul>
            <Button size="sm" onClick={() => cart.acceptPrices(live.newPrices)}>
              Use the new prices
            </Button>
          </Alert>
        )}
        <ul className={styles.items}>
          {items.map((item, index) => {
            const key = lineKey(item);
            const line = live.lines[index];
            const atStock = line !== undefined && item.quantity >= line.available;
            return (
              <li key={key} className={styles.item} data-testid="cart-item">
                <input
                  type="checkbox"
                  aria-label={`Select ${item.title}`}
                  checked={item.selected}
                  onChange={(event) => cart.setSelected(key, event.target.checked)}
                />
                <ProductImage
                  src={item.image ?? undefined}
                  alt=""
                  className={styles.image}
                  width={64}
                  height={64}
                  sizes="64px"
                />
                <div className={styles.info}>
                  <strong>{item.title}</strong>
                  {hasVersionSwitcher(item) ? (
                    <label className={styles.version}>
                      Version
                      <select
                        value={item.optionValue ?? ''}
                        onChange={(event) => cart.setVersion(key, event.target.value)}
                      >
                        {item.choices.map((choice) => (
                          <option key={choice.value} value={choice.value}>
                            {choice.label} ({formatRM(choice.price)})
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : (
                    item.optionLabel && <span className={styles.muted}>{item.optionLabel}</span>
                  )}
                  <span className={styles.muted}>{formatRM(item.price)} each</span>
                  {line?.problem ? (
                    <span className={styles.problem} data-testid="cart-line-problem">
                      {line.problem}
                    </span>
                  ) : (
                    line &&
                    line.available <= LOW_STOCK && (
                      <span className={styles.lowStock} data-testid="cart-line-stock">
                        Only {line.available} left
                      </span>
                    )
                  )}
                </div>
                <div className={styles.actions}>
                  <div className={styles.quantity}>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`One less ${item.title}`}
                      disabled={item.quantity <= 1}
                      onClick={() => cart.setQuantity(key, item.quantity - 1)}
                    >
                      −
                    </Button>
                    <span aria-label="Quantity">{item.quantity}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`One more ${item.title}`}
                      disabled={atStock}
                      title={atStock ? `Only ${line?.available ?? 0} in stock` : undefined}
                      onClick={() => cart.setQuantity(key, item.quantity + 1)}
                    >
                      +
                    </Button>
                  </div>
                  <strong className={styles.lineTotal}>{formatRM(item.price * item.quantity)}</strong>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => cart.removeItem(key)}
                    aria-label={`Remove ${item.title}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <aside className={styles.summary} aria-labelledby="order-summary">
        <h2 id="order-summary">Order Summary</h2>
        <dl>
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="cart-subtotal">{formatRM(cart.subtotal)}</dd>
          </div>
          <div>
            <dt>Shipping (Virtual Goods)</dt>
            <dd>Free</dd>
          </div>
          <div className={styles.total}>
            <dt>Total</dt>
            <dd data-testid="cart-total">{formatRM(cart.subtotal)}</dd>
          </div>
        </dl>
        {live.belowMinimum && (
          <p className={styles.problem} role="status" data-testid="cart-minimum">
            {live.belowMinimum}
          </p>
        )}
        {live.selectedProblems > 0 && (
          <p className={styles.problem} role="status">
            Fix the items marked above to check out.
          </p>
        )}
        {cart.selectedItems.length === 0 || blocked ? (
          <Button block disabled>
            Proceed to Checkout
          </Button>
        ) : (
          <ButtonLink to={paths.checkout} block>
            Proceed to Checkout
          </ButtonLink>
        )}
      </aside>
    </section>
  );
}
