import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingTranslationName, type AdminProductView, type CodePoolSummary } from '@kedai/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatRM } from '@/lib/money';
import { CodeStockLine } from './code-stock-line';
import styles from './product-management.module.css';

/** The first picture, or a placeholder when there is none or it fails to load. */
function CardImage({ src, alt }: { src: string | undefined; alt: string }) {
  const { t } = useTranslation('admin-catalog');
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <div className={styles.noImage} role="img" aria-label={alt}>
        {t('products.card.noImage')}
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
  onHistory: (product: AdminProductView) => void;
}

export function ProductCard({ product, codePool, onEdit, onDelete, onHistory }: ProductCardProps) {
  const { t } = useTranslation('admin-catalog');
  return (
    <article className={styles.card} aria-label={product.title}>
      <div className={styles.imageBox}>
        <CardImage key={product.images[0]?.url ?? ''} src={product.images[0]?.url} alt={product.title} />
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardBadges}>
          <Badge tone={product.isActive ? 'success' : 'neutral'}>
            {product.isActive ? t('products.card.active') : t('products.card.inactive')}
          </Badge>
          <span className={styles.category}>{product.category}</span>
        </div>
        <h2 className={styles.cardTitle}>{product.title}</h2>
        {product.missingTranslations.length > 0 && (
          <Badge
            tone="warning"
            className={styles.missingBadge}
            title={product.missingTranslations.map(missingTranslationName).join('\n')}
          >
            {t('products.card.translationsMissing', { count: product.missingTranslations.length })}
          </Badge>
        )}
        {product.description && <p className={styles.description}>{product.description}</p>}
        <p className={styles.price}>
          {/* Priced by its options: the cheapest choice. */}
          {product.options.length > 0
            ? t('products.card.fromPrice', { price: formatRM(product.price) })
            : formatRM(product.price)}
        </p>
        <p className={styles.stock}>
          {t('products.card.stock', { stock: product.stock })}
          {product.hasStockWarning && (
            <Badge tone="warning" className={styles.stockWarning}>
              {t('products.card.lowStock', { level: product.stockWarningLevel })}
            </Badge>
          )}
        </p>
        <CodeStockLine pool={codePool} />
        {product.sku && <p className={styles.sku}>{t('products.card.sku', { sku: product.sku })}</p>}
      </div>
      <div className={styles.cardActions}>
        <Button variant="secondary" size="sm" onClick={() => onEdit(product)}>
          {t('products.card.edit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onHistory(product)}>
          {t('products.card.history')}
        </Button>
        <Button variant="danger-outline" size="sm" onClick={() => onDelete(product)}>
          {t('products.card.delete')}
        </Button>
      </div>
    </article>
  );
}
