import { useState } from 'react';
import type { AdminProductView, CodePoolSummary } from '@kedai/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatRM } from '@/lib/money';
import { CodeStockLine } from './code-stock-line';
import styles from './product-management.module.css';

/** The first picture, or a placeholder when there is none or it fails to load (admin spec §8). */
function CardImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <div className={styles.noImage} role="img" aria-label={alt}>
        No Image
      </div>
    );
  }
  return <img src={src} alt={alt} className={styles.image} loading="lazy" onError={() => setFailed(true)} />;
}

export interface ProductCardProps {
  product: AdminProductView;
  /** The product's code pool (unsold codes, warning level); absent for rentals or while loading. */
  codePool?: CodePoolSummary;
  onEdit: (product: AdminProductView) => void;
  onDelete: (product: AdminProductView) => void;
}

export function ProductCard({ product, codePool, onEdit, onDelete }: ProductCardProps) {
  return (
    <article className={styles.card} aria-label={product.title}>
      <div className={styles.imageBox}>
        <CardImage key={product.images[0]?.url ?? ''} src={product.images[0]?.url} alt={product.title} />
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardBadges}>
          <Badge tone={product.isActive ? 'success' : 'neutral'}>{product.isActive ? 'Active' : 'Inactive'}</Badge>
          <span className={styles.category}>{product.category}</span>
        </div>
        <h2 className={styles.cardTitle}>{product.title}</h2>
        {product.description && <p className={styles.description}>{product.description}</p>}
        <p className={styles.price}>
          {/* Priced by its options: the cheapest choice. */}
          {product.options.length > 0 ? `From ${formatRM(product.price)}` : formatRM(product.price)}
        </p>
        <p className={styles.stock}>
          Stock: {product.stock}
          {product.hasStockWarning && (
            <Badge tone="warning" className={styles.stockWarning}>
              Low stock (≤ {product.stockWarningLevel})
            </Badge>
          )}
        </p>
        <CodeStockLine pool={codePool} />
        {product.sku && <p className={styles.sku}>SKU: {product.sku}</p>}
      </div>
      <div className={styles.cardActions}>
        <Button variant="secondary" size="sm" onClick={() => onEdit(product)}>
          Edit
        </Button>
        <Button variant="danger-outline" size="sm" onClick={() => onDelete(product)}>
          Delete
        </Button>
      </div>
    </article>
  );
}
