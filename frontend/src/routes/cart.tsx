import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { hasVersionSwitcher, lineKey } from '@/features/cart/cart-types';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useOrderQuote } from '@/features/cart/api/check-cart';
import { DiscountCodeField } from '@/features/cart/components/discount-code-field';
import { useDiscountCode } from '@/features/cart/discount-code';
import { errorMessage, isDiscountRefusal } from '@/lib/api-client';
import { useLocalizedLines } from '@/features/catalog/hooks/use-localized-lines';
import { ProductImage } from '@/features/catalog/components/product-image';
import { formatRM } from '@/lib/money';
import { Alert } from '@/components/ui/alert';
import { LOW_STOCK, useLiveCart } from '@/features/cart/hooks/use-live-cart';
import styles from './cart.module.css';

export function CartRoute() {
  const { t } = useTranslation('cart');
  const cart = useCart();
  // Titles and choices in the shopper's language now, whatever language a line was added in.
  const items = useLocalizedLines(cart.items);
  const [confirmClear, setConfirmClear] = useState(false);
  const live = useLiveCart(items);
  const discountCode = useDiscountCode();
  // The applied code as the server prices it for the selected lines now (or why it no longer applies).
  const discountQuote = useOrderQuote(cart.selectedItems, discountCode, discountCode !== null);
  const discount = discountCode ? (discountQuote.data?.discount ?? null) : null;
  const discountProblem = isDiscountRefusal(discountQuote.error) ? errorMessage(discountQuote.error) : null;

  if (items.length === 0) {
    return (
      <section className={`container ${styles.empty}`}>
        <title>{t('page.title')}</title>
        <CartIcon size={48} />
        <h1>{t('empty.heading')}</h1>
        <p>{t('empty.text')}</p>
        <ButtonLink to={paths.products}>{t('empty.continueShopping')}</ButtonLink>
      </section>
    );
  }

  const allSelected = items.every((item) => item.selected);
  const blocked =
    live.selectedProblems > 0 || live.stale.length > 0 || live.belowMinimum !== null || live.aboveMaximum !== null;
  return (
    <section className={`container ${styles.page}`}>
      <title>{t('page.title')}</title>
      <div className={styles.list}>
        <header className={styles.listHeader}>
          <h1>
            <Trans
              t={t}
              i18nKey="list.heading"
              values={{ count: cart.count }}
              components={{ itemCount: <span className={styles.count} /> }}
            />
          </h1>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(event) => cart.setAllSelected(event.target.checked)}
            />
            {t('list.selectAll')}
          </label>
          <Button variant="danger-outline" size="sm" onClick={() => setConfirmClear(true)}>
            {t('list.clear')}
          </Button>
          <ConfirmDialog
            open={confirmClear}
            title={t('clearConfirm.title')}
            confirmLabel={t('clearConfirm.confirm')}
            cancelLabel={t('clearConfirm.cancel')}
            onCancel={() => setConfirmClear(false)}
            onConfirm={() => {
              setConfirmClear(false);
              cart.clear();
            }}
          >
            {t('clearConfirm.body', { count: cart.count })}
          </ConfirmDialog>
        </header>
        {live.stale.length > 0 && (
          <Alert tone="warning" title={t('priceChanges.title')}>
            <ul className={styles.changes}>
              {live.stale.map((change) => (
                <li key={change.key}>
                  {t('priceChanges.line', {
                    title: change.title,
                    from: formatRM(change.from),
                    to: formatRM(change.to),
                  })}
                </li>
              ))}
            </ul>
            <Button size="sm" onClick={() => cart.acceptPrices(live.newPrices)}>
              {t('priceChanges.accept')}
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
                  aria-label={t('item.select', { title: item.title })}
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
                      {t('item.version')}
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
                  <span className={styles.muted}>{t('item.unitPrice', { price: formatRM(item.price) })}</span>
                  {line?.problemCode ? (
                    <span className={styles.problem} data-testid="cart-line-problem">
                      {t(`lineProblem.${line.problemCode}`, line.problemParams ?? { name: '' })}
                    </span>
                  ) : (
                    line &&
                    line.available <= LOW_STOCK && (
                      <span className={styles.lowStock} data-testid="cart-line-stock">
                        {t('item.lowStock', { count: line.available })}
                      </span>
                    )
                  )}
                </div>
                <div className={styles.actions}>
                  <div className={styles.quantity}>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('item.oneLess', { title: item.title })}
                      disabled={item.quantity <= 1}
                      onClick={() => cart.setQuantity(key, item.quantity - 1)}
                    >
                      −
                    </Button>
                    <span aria-label={t('item.quantity')}>{item.quantity}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('item.oneMore', { title: item.title })}
                      disabled={atStock}
                      title={atStock ? t('item.stockLimit', { count: line?.available ?? 0 }) : undefined}
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
                    aria-label={t('item.removeLabel', { title: item.title })}
                  >
                    {t('item.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <aside className={styles.summary} aria-labelledby="order-summary">
        <h2 id="order-summary">{t('summary.heading')}</h2>
        <DiscountCodeField items={cart.selectedItems} problem={discountProblem} />
        <dl>
          <div>
            <dt>{t('summary.subtotal')}</dt>
            <dd data-testid="cart-subtotal">{formatRM(cart.subtotal)}</dd>
          </div>
          {discount && (
            <div data-testid="cart-discount">
              <dt>{t('summary.discount', { code: discount.code })}</dt>
              <dd>−{formatRM(discount.amount)}</dd>
            </div>
          )}
          <div>
            <dt>{t('summary.shipping')}</dt>
            <dd>{t('summary.free')}</dd>
          </div>
          <div className={styles.total}>
            <dt>{t('summary.total')}</dt>
            <dd data-testid="cart-total">
              {formatRM(
                discount ? (Math.round(cart.subtotal * 100) - Math.round(discount.amount * 100)) / 100 : cart.subtotal,
              )}
            </dd>
          </div>
        </dl>
        {live.belowMinimum && (
          <p className={styles.problem} role="status" data-testid="cart-minimum">
            {t('summary.belowMinimum', { ...live.belowMinimum })}
          </p>
        )}
        {live.aboveMaximum && (
          <p className={styles.problem} role="status" data-testid="cart-maximum">
            {t('summary.aboveMaximum', { ...live.aboveMaximum })}
          </p>
        )}
        {live.selectedProblems > 0 && (
          <p className={styles.problem} role="status">
            {t('summary.fixProblems')}
          </p>
        )}
        {cart.selectedItems.length === 0 || blocked ? (
          <Button block disabled>
            {t('summary.proceed')}
          </Button>
        ) : (
          <ButtonLink to={paths.checkout} block>
            {t('summary.proceed')}
          </ButtonLink>
        )}
      </aside>
    </section>
  );
}
