import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatRM } from '@/lib/money';
import { useCatalogLabels } from '../catalog-labels';
import type { ProductView } from '../types';
import { LikeButton } from './like-button';
import { ProductBadges } from './product-badges';
import { CARD_IMAGE_SIZES, ProductImage } from './product-image';
import { StarRating } from './star-rating';
import styles from './catalog.module.css';

export type CardLayout = 'grid' | 'list';

export interface ProductCardProps {
  product: ProductView;
  layout?: CardLayout;
  /** Extra actions under the card (e.g. Remove on My Likes). */
  actions?: ReactNode;
  /** A card in the first row: its picture loads at once rather than lazily (it is the page's largest paint). */
  eager?: boolean;
}

/** The cards of a grid's first row on a phone (two columns), whose pictures are not loaded lazily. */
const EAGER_CARDS = 2;

export function ProductCard({ product, layout = 'grid', actions, eager = false }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const labels = useCatalogLabels();
  const cover = [...product.images].sort((a, b) => a.order - b.order)[0];
  const href = paths.product(product.productCode);
  return (
    <article className={cn(styles.card, layout === 'list' && styles.cardList)} data-testid="product-card">
      <div className={styles.cardMedia}>
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage
            src={cover?.url}
            alt=""
            className={styles.cardImage}
            sizes={CARD_IMAGE_SIZES}
            loading={eager ? 'eager' : 'lazy'}
          />
        </Link>
        <div className={styles.cardBadges}>
          <ProductBadges badges={product.badges} />
        </div>
        <LikeButton productId={product.id} title={product.title} className={styles.cardLike} />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardCategory}>{labels.category(product.category)}</p>
        <h3 className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {product.title}
          </Link>
        </h3>
        {layout === 'list' && <p className={styles.cardDescription}>{product.description}</p>}
        <div className={styles.cardRating}>
          <StarRating value={product.rating} />
          <span className={styles.muted}>
            {product.reviewCount > 0 ? `${product.rating.toFixed(1)} (${product.reviewCount})` : t('card.noReviews')}
          </span>
        </div>
        <div className={styles.cardFooter}>
          <span className={styles.price} data-testid="product-price">
            {formatRM(product.price)}
          </span>
          {product.stock <= 0 && <span className={styles.soldOut}>{t('card.outOfStock')}</span>}
        </div>
        {actions && <div className={styles.cardActions}>{actions}</div>}
      </div>
    </article>
  );
}

export function ProductGrid({ products, layout = 'grid' }: { products: ProductView[]; layout?: CardLayout }) {
  return (
    <ul role="list" className={cn(styles.grid, layout === 'list' && styles.list)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
