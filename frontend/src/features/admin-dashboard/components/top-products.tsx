import type { DashboardTopProduct } from '@kedai/contracts';
import { formatRMDecimal } from '@/lib/money';
import styles from './dashboard.module.css';

/** The month's top 5 products by quantity sold, then revenue (paid orders, not cancelled). */
export function TopProducts({ products }: { products: DashboardTopProduct[] }) {
  return (
    <section className={styles.panel} aria-labelledby="top-products-title">
      <h2 id="top-products-title" className={styles.panelTitle}>
        Top 5 products
      </h2>
      {products.length === 0 ? (
        <p className={styles.empty}>No products sold yet this month.</p>
      ) : (
        <ol className={styles.topList} aria-label="Top 5 products">
          {products.map((product, index) => (
            <li key={product.productId ?? product.productCode} className={styles.topItem}>
              <span className={styles.rank} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.topName}>{product.name}</span>
              <span className={styles.topFigures}>
                <span>{product.quantity.toLocaleString()} sold</span>
                <strong>{formatRMDecimal(product.revenue)}</strong>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
