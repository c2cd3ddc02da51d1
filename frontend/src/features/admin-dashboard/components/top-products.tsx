import type { DashboardTopProduct } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { formatRMDecimal } from '@/lib/money';
import styles from './dashboard.module.css';

/** The month's top 5 products by quantity sold, then revenue (paid orders, not cancelled). */
export function TopProducts({ products }: { products: DashboardTopProduct[] }) {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.panel} aria-labelledby="top-products-title">
      <h2 id="top-products-title" className={styles.panelTitle}>
        {t('dashboard.topProducts.heading')}
      </h2>
      {products.length === 0 ? (
        <p className={styles.empty}>{t('dashboard.topProducts.empty')}</p>
      ) : (
        <ol className={styles.topList} aria-label={t('dashboard.topProducts.heading')}>
          {products.map((product, index) => (
            <li key={product.productId ?? product.productCode} className={styles.topItem}>
              <span className={styles.rank} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.topName}>{product.name}</span>
              <span className={styles.topFigures}>
                <span>{t('dashboard.topProducts.sold', { quantity: product.quantity.toLocaleString() })}</span>
                <strong>{formatRMDecimal(product.revenue)}</strong>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
