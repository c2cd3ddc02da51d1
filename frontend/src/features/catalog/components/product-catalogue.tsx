import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useProducts } from '../api/get-products';
import { PRODUCT_CATEGORIES, type ProductSort } from '../types';
import { ProductGrid, type CardLayout } from './product-card';
import { ViewToggle } from './view-toggle';
import styles from './catalog.module.css';

const SORTS: { value: ProductSort; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
];

const isSort = (value: string | null): value is ProductSort => SORTS.some((sort) => sort.value === value);

/** /products (storefront spec §2): chips, sort, grid/list, search banner, count and the three states. */
export function ProductCatalogue() {
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
      <title>All Products · Kedai</title>
      <div className={styles.pageHeader}>
        <h1 id="products-title" className={styles.pageTitle}>
          All Products
        </h1>
        {products.data && (
          <p className={styles.count} data-testid="result-count" aria-live="polite">
            {products.data.total} {products.data.total === 1 ? 'product' : 'products'} found
          </p>
        )}
      </div>

      <div className={styles.chips} role="group" aria-label="Categories">
        <button type="button" className={styles.chip} aria-pressed={!category} onClick={() => update('category', null)}>
          All
        </button>
        {PRODUCT_CATEGORIES.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.chip}
            aria-pressed={category === name}
            onClick={() => update('category', name)}
          >
            {name}
          </button>
        ))}
      </div>

      <div className={styles.toolbar}>
        <label className={styles.count} htmlFor="product-sort">
          Sort by
        </label>
        <select
          id="product-sort"
          className={styles.select}
          value={sort}
          onChange={(event) => update('sort', event.target.value === 'default' ? null : event.target.value)}
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.toolbarSpacer} />
        <ViewToggle value={layout} onChange={setLayout} />
      </div>

      {search && (
        <div className={styles.searchBanner} role="status">
          <span>
            Search results for <strong>&ldquo;{search}&rdquo;</strong>
          </span>
          <Button variant="secondary" size="sm" onClick={() => update('search', null)}>
            Clear search
          </Button>
        </div>
      )}

      {products.isPending ? (
        <LoadingBlock label="Loading products..." />
      ) : products.isError ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{errorMessage(products.error, 'Failed to fetch products')}</p>
          <Button onClick={() => void products.refetch()}>Try Again</Button>
        </div>
      ) : products.data.items.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>No products found</p>
          <p>Try another search or category.</p>
          {(search || category) && (
            <ButtonLink to={paths.products} variant="secondary">
              Show all products
            </ButtonLink>
          )}
        </div>
      ) : (
        <ProductGrid products={products.data.items} layout={layout} />
      )}
    </section>
  );
}
