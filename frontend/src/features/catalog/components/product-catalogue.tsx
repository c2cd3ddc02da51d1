import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useProducts } from '../api/get-products';
import { useCatalogLabels } from '../catalog-labels';
import { PRODUCT_CATEGORIES, type ProductSort } from '../types';
import { ProductGrid, type CardLayout } from './product-card';
import { ViewToggle } from './view-toggle';
import styles from './catalog.module.css';

const SORTS: { value: ProductSort; label: ParseKeys<'catalog'> }[] = [
  { value: 'default', label: 'products.sort.default' },
  { value: 'price_asc', label: 'products.sort.priceAsc' },
  { value: 'price_desc', label: 'products.sort.priceDesc' },
  { value: 'rating', label: 'products.sort.rating' },
];

const isSort = (value: string | null): value is ProductSort => SORTS.some((sort) => sort.value === value);

/**
 * /products (docs/product/storefront.md#products): chips, sort, grid/list, search banner, count and the three states.
 */
export function ProductCatalogue() {
  const { t } = useTranslation('catalog');
  const labels = useCatalogLabels();
  const [params, setParams] = useSearchParams();
  const [layout, setLayout] = useState<CardLayout>('grid');
  const category = params.get('category') ?? '';
  const search = (params.get('search') ?? '').trim();
  const sortParam = params.get('sort');
  const sort: ProductSort = isSort(sortParam) ? sortParam : 'default';
  const products = useProducts({ category: category || undefined, search: search || undefined, sort });

  const update = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: key === 'sort' });
  };

  return (
    <section className={`container ${styles.page}`} aria-labelledby="products-title">
      <title>{t('products.pageTitle')}</title>
      <div className={styles.pageHeader}>
        <h1 id="products-title" className={styles.pageTitle}>
          {t('products.title')}
        </h1>
        {products.data && (
          <p className={styles.count} data-testid="result-count" aria-live="polite">
            {t('products.resultCount', { count: products.data.total })}
          </p>
        )}
      </div>

      <div className={styles.chips} role="group" aria-label={t('products.categoriesLabel')}>
        <button type="button" className={styles.chip} aria-pressed={!category} onClick={() => update('category', null)}>
          {t('products.allCategories')}
        </button>
        {PRODUCT_CATEGORIES.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.chip}
            aria-pressed={category === name}
            onClick={() => update('category', name)}
          >
            {labels.category(name)}
          </button>
        ))}
      </div>

      <div className={styles.toolbar}>
        <label className={styles.count} htmlFor="product-sort">
          {t('products.sortBy')}
        </label>
        <select
          id="product-sort"
          className={styles.select}
          value={sort}
          onChange={(event) => update('sort', event.target.value === 'default' ? null : event.target.value)}
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
        <span className={styles.toolbarSpacer} />
        <ViewToggle value={layout} onChange={setLayout} />
      </div>

      {search && (
        <div className={styles.searchBanner} role="status">
          <span>
            <Trans t={t} i18nKey="products.searchResults" values={{ search }} components={{ strong: <strong /> }} />
          </span>
          <Button variant="secondary" size="sm" onClick={() => update('search', null)}>
            {t('products.clearSearch')}
          </Button>
        </div>
      )}

      {products.isPending ? (
        <LoadingBlock label={t('products.loading')} />
      ) : products.isError ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{errorMessage(products.error, t('products.loadFailed'))}</p>
          <Button onClick={() => void products.refetch()}>{t('actions.tryAgain')}</Button>
        </div>
      ) : products.data.items.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{t('products.empty.title')}</p>
          <p>{t('products.empty.hint')}</p>
          {(search || category) && (
            <ButtonLink to={paths.products} variant="secondary">
              {t('products.empty.showAll')}
            </ButtonLink>
          )}
        </div>
      ) : (
        <ProductGrid products={products.data.items} layout={layout} />
      )}
    </section>
  );
}
