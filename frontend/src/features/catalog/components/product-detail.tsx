import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useCatalogLabels } from '../catalog-labels';
import { RENTAL_CATEGORY, type ProductOption, type ProductOptionChoice, type ProductView } from '../types';
import { CustomerReviews } from './customer-reviews';
import { LikeButton } from './like-button';
import { Modal } from './modal-sheet';
import { ProductBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import { StarRating } from './star-rating';
import catalog from './catalog.module.css';
import styles from './product-detail.module.css';
import { shopName } from '@/config/business';

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

/** Product detail (docs/product/storefront.md#product-detail): loads by product code or product_N. */
export function ProductDetail({ id, renderBuyActions }: ProductDetailProps) {
  const product = useProduct(id);
  const { t } = useTranslation('catalog');
  if (product.isPending) return <LoadingBlock label={t('detail.loading')} />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <div className={`container ${catalog.state}`} role="alert">
        <title>{missing ? t('detail.notFoundPageTitle') : t('detail.errorPageTitle')}</title>
        <p className={catalog.stateTitle}>{missing ? t('detail.notFound') : errorMessage(product.error)}</p>
        {missing ? (
          <ButtonLink to={paths.products}>{t('actions.browseProducts')}</ButtonLink>
        ) : (
          <Button onClick={() => void product.refetch()}>{t('actions.tryAgain')}</Button>
        )}
      </div>
    );
  }
  return <ProductDetailView key={product.data.id} product={product.data} renderBuyActions={renderBuyActions} />;
}

/** The sheet trigger's decorative arrow (hidden from screen readers). */
const DROPDOWN_ARROW = '▾';

function stockText(stock: number, t: TFunction<'catalog'>): string {
  if (stock <= 0) return t('detail.stock.out');
  if (stock <= 5) return t('detail.stock.low', { stock });
  return t('detail.stock.available', { stock });
}

function ProductDetailView({
  product,
  renderBuyActions,
}: {
  product: ProductView;
  renderBuyActions?: ProductDetailProps['renderBuyActions'];
}) {
  const isMobile = useIsMobile();
  const { t } = useTranslation('catalog');
  const labels = useCatalogLabels();
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
      <title>{`${product.title} · ${shopName()}`}</title>
      <nav aria-label={t('detail.breadcrumb.label')} className={styles.breadcrumb}>
        <ol role="list">
          <li>
            <Link to={paths.home}>{t('detail.breadcrumb.home')}</Link>
          </li>
          <li>
            <Link to={paths.products}>{t('detail.breadcrumb.products')}</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <ProductGallery images={product.images} title={product.title} />

        <div className={styles.info}>
          <div className={styles.titleRow}>
            <div>
              <p className={catalog.cardCategory}>{labels.category(product.category)}</p>
              <h1 className={styles.title}>{product.title}</h1>
            </div>
            <LikeButton productId={product.id} title={product.title} />
          </div>
          <div className={styles.ratingRow}>
            <ProductBadges badges={product.badges} />
            <StarRating value={product.rating} size="md" />
            <a href="#reviews" className={styles.muted}>
              {product.reviewCount > 0
                ? t('detail.ratingSummary', { rating: product.rating.toFixed(1), count: product.reviewCount })
                : t('detail.noReviews')}
            </a>
          </div>

          <p className={styles.price} data-testid="detail-price">
            {formatRM(price)}
          </p>

          {product.options.map((option) =>
            isRental && isMobile && option.name === 'Duration' ? (
              <div key={option.name} className={styles.option}>
                <span className={styles.optionName}>{t('detail.duration.label')}</span>
                <button type="button" className={styles.sheetTrigger} onClick={() => setSheetOpen(true)}>
                  {choiceOf(option)?.label ?? t('detail.duration.select')}
                  <span aria-hidden="true">{DROPDOWN_ARROW}</span>
                </button>
                <Modal
                  open={sheetOpen}
                  onClose={() => setSheetOpen(false)}
                  title={t('detail.duration.select')}
                  subtitle={t('detail.duration.subtitle')}
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
                    {t('detail.duration.cancel')}
                  </Button>
                </Modal>
              </div>
            ) : (
              <fieldset key={option.name} className={styles.option}>
                <legend className={styles.optionName}>{labels.optionName(option.name)}</legend>
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
            <div className={styles.stepper} role="group" aria-label={t('detail.quantity.label')}>
              <button
                type="button"
                aria-label={t('detail.quantity.decrease')}
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
                aria-label={t('detail.quantity.increase')}
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
              {stockText(stock, t)}
            </p>
          </div>

          {renderBuyActions?.({ product, optionValue: priced?.value ?? null, quantity })}

          {isRental && (
            <Alert tone="warning" className={styles.warning}>
              {t('detail.rentalWarning')}
            </Alert>
          )}

          <section className={styles.block} aria-labelledby="description-title">
            <h2 id="description-title" className={styles.sectionTitle}>
              {t('detail.description')}
            </h2>
            <p>{product.description}</p>
          </section>

          <section className={styles.block} aria-labelledby="details-title">
            <h2 id="details-title" className={styles.sectionTitle}>
              {t('detail.details.title')}
            </h2>
            <dl className={styles.details}>
              <dt>{t('detail.details.sku')}</dt>
              <dd>{product.sku ?? product.productCode}</dd>
              <dt>{t('detail.details.category')}</dt>
              <dd>{labels.category(product.category)}</dd>
              <dt>{t('detail.details.stock')}</dt>
              <dd>{product.stock}</dd>
            </dl>
          </section>

          {features.length > 0 && (
            <section className={styles.block} aria-labelledby="features-title">
              <h2 id="features-title" className={styles.sectionTitle}>
                {t('detail.keyFeatures')}
              </h2>
              <ul className={styles.features}>
                {features.map(([key, value]) => (
                  <li key={key}>
                    <strong>{t('detail.featureName', { name: key })}</strong> {value}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      <CustomerReviews productId={product.productCode} choices={product.options.flatMap((option) => option.choices)} />
    </div>
  );
}
