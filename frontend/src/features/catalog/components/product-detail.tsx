import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useIsMobile } from '@/hooks/use-media-query';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatRM } from '@/lib/money';
import { useProduct } from '../api/get-product';
import {
  RENTAL_CATEGORY,
  RENTAL_WARNING,
  type ProductOption,
  type ProductOptionChoice,
  type ProductView,
} from '../types';
import { CustomerReviews } from './customer-reviews';
import { LikeButton } from './like-button';
import { Modal } from './modal-sheet';
import { ProductBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import { StarRating } from './star-rating';
import catalog from './catalog.module.css';
import styles from './product-detail.module.css';

/** What the page hands to the buy actions (Add to Cart): the product, the chosen option value and quantity. */
export interface BuySelection {
  product: ProductView;
  optionValue: string | null;
  quantity: number;
}

export interface ProductDetailProps {
  id: string;
  /** The buy buttons, supplied by the route (the cart is another feature). */
  renderBuyActions?: (selection: BuySelection) => ReactNode;
}

/** Product detail (storefront spec §2): loads by product code or product_N. */
export function ProductDetail({ id, renderBuyActions }: ProductDetailProps) {
  const product = useProduct(id);
  if (product.isPending) return <LoadingBlock label="Loading product..." />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <div className={`container ${catalog.state}`} role="alert">
        <title>{missing ? 'Product not found · Kedai' : 'Kedai'}</title>
        <p className={catalog.stateTitle}>{missing ? 'Product not found' : errorMessage(product.error)}</p>
        {missing ? (
          <ButtonLink to={paths.products}>Browse Products</ButtonLink>
        ) : (
          <Button onClick={() => void product.refetch()}>Try Again</Button>
        )}
      </div>
    );
  }
  return <ProductDetailView key={product.data.id} product={product.data} renderBuyActions={renderBuyActions} />;
}

function stockText(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock <= 5) return `Only ${stock} left in stock`;
  return `In stock (${stock} available)`;
}

function ProductDetailView({
  product,
  renderBuyActions,
}: {
  product: ProductView;
  renderBuyActions?: ProductDetailProps['renderBuyActions'];
}) {
  const isMobile = useIsMobile();
  // On entry the first choice of each option is preselected.
  const [selected, setSelected] = useState<Record<string, string>>(() =>
    Object.fromEntries(product.options.flatMap((o) => (o.choices[0] ? [[o.name, o.choices[0].value]] : []))),
  );
  const [quantity, setQuantity] = useState(1);
  const [sheetOpen, setSheetOpen] = useState(false);
  const isRental = product.category === RENTAL_CATEGORY;

  const choiceOf = (option: ProductOption): ProductOptionChoice | undefined =>
    option.choices.find((choice) => choice.value === selected[option.name]);
  const priced = product.options.map(choiceOf).find((choice) => choice !== undefined);
  const price = priced?.price ?? product.price;
  // A choice that keeps its own stock sells no more than it has (the server counts both).
  const stock = Math.min(product.stock, priced?.stock ?? product.stock);
  const maxQuantity = Math.max(1, stock);
  const features = Object.entries(product.specifications);
  const choose = (option: ProductOption, value: string) => setSelected((prev) => ({ ...prev, [option.name]: value }));

  return (
    <div className={`container ${styles.page}`}>
      <title>{`${product.title} · Kedai`}</title>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol role="list">
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          <li>
            <Link to={paths.products}>Products</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <ProductGallery images={product.images} title={product.title} />

        <div className={styles.info}>
          <div className={styles.titleRow}>
            <div>
              <p className={catalog.cardCategory}>{product.category}</p>
              <h1 className={styles.title}>{product.title}</h1>
            </div>
            <LikeButton productId={product.id} title={product.title} />
          </div>
          <div className={styles.ratingRow}>
            <ProductBadges badges={product.badges} />
            <StarRating value={product.rating} size="md" />
            <a href="#reviews" className={styles.muted}>
              {product.reviewCount > 0
                ? `${product.rating.toFixed(1)} (${product.reviewCount} ${product.reviewCount === 1 ? 'review' : 'reviews'})`
                : 'No reviews yet'}
            </a>
          </div>

          <p className={styles.price} data-testid="detail-price">
            {formatRM(price)}
          </p>

          {product.options.map((option) =>
            isRental && isMobile && option.name === 'Duration' ? (
              <div key={option.name} className={styles.option}>
                <span className={styles.optionName}>Duration</span>
                <button type="button" className={styles.sheetTrigger} onClick={() => setSheetOpen(true)}>
                  {choiceOf(option)?.label ?? 'Select Duration'}
                  <span aria-hidden="true">▾</span>
                </button>
                <Modal
                  open={sheetOpen}
                  onClose={() => setSheetOpen(false)}
                  title="Select Duration"
                  subtitle="Choose your rental period"
                  variant="sheet"
                >
                  <div className={styles.sheetChoices}>
                    {option.choices.map((choice) => (
                      <button
                        key={choice.value}
                        type="button"
                        className={cn(styles.choice, selected[option.name] === choice.value && styles.choiceActive)}
                        aria-pressed={selected[option.name] === choice.value}
                        onClick={() => {
                          choose(option, choice.value);
                          setSheetOpen(false);
                        }}
                      >
                        <span>{choice.label}</span>
                        <span>{formatRM(choice.price)}</span>
                      </button>
                    ))}
                  </div>
                  <Button variant="secondary" block onClick={() => setSheetOpen(false)}>
                    Cancel
                  </Button>
                </Modal>
              </div>
            ) : (
              <fieldset key={option.name} className={styles.option}>
                <legend className={styles.optionName}>{option.name}</legend>
                <div className={styles.choices}>
                  {option.choices.map((choice) => (
                    <button
                      key={choice.value}
                      type="button"
                      className={cn(styles.choice, selected[option.name] === choice.value && styles.choiceActive)}
                      aria-pressed={selected[option.name] === choice.value}
                      onClick={() => choose(option, choice.value)}
                    >
                      <span>{choice.label}</span>
                      <span className={styles.choicePrice}>{formatRM(choice.price)}</span>
                    </button>
                  ))}
                </div>
              </fieldset>
            ),
          )}

          <div className={styles.buyRow}>
            <div className={styles.stepper} role="group" aria-label="Quantity">
              <button
                type="button"
                aria-label="Decrease quantity"
                disabled={quantity <= 1}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              >
                −
              </button>
              <output aria-live="polite" data-testid="quantity">
                {quantity}
              </output>
              <button
                type="button"
                aria-label="Increase quantity"
                disabled={quantity >= maxQuantity}
                onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}
              >
                +
              </button>
            </div>
            <p
              className={cn(styles.stock, stock <= 0 && styles.stockOut, stock <= 5 && styles.stockLow)}
              data-testid="stock"
            >
              {stockText(stock)}
            </p>
          </div>

          {renderBuyActions?.({ product, optionValue: priced?.value ?? null, quantity })}

          {isRental && (
            <Alert tone="warning" className={styles.warning}>
              {RENTAL_WARNING}
            </Alert>
          )}

          <section className={styles.block} aria-labelledby="description-title">
            <h2 id="description-title" className={styles.sectionTitle}>
              Description
            </h2>
            <p>{product.description}</p>
          </section>

          <section className={styles.block} aria-labelledby="details-title">
            <h2 id="details-title" className={styles.sectionTitle}>
              Details
            </h2>
            <dl className={styles.details}>
              <dt>SKU</dt>
              <dd>{product.sku ?? product.productCode}</dd>
              <dt>Category</dt>
              <dd>{product.category}</dd>
              <dt>Stock</dt>
              <dd>{product.stock}</dd>
            </dl>
          </section>

          {features.length > 0 && (
            <section className={styles.block} aria-labelledby="features-title">
              <h2 id="features-title" className={styles.sectionTitle}>
                Key Features
              </h2>
              <ul className={styles.features}>
                {features.map(([key, value]) => (
                  <li key={key}>
                    <strong>{key}:</strong> {value}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      <CustomerReviews productId={product.productCode} />
    </div>
  );
}
