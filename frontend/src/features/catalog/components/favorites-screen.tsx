import { useId, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { HeartIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useProductsByIds } from '../api/get-products-by-ids';
import { useLikes } from '../hooks/use-likes';
import type { ProductView } from '../types';
import { ProductCard, type CardLayout } from './product-card';
import { ViewToggle } from './view-toggle';
import styles from './catalog.module.css';

type FavoritesSort = 'name' | 'price_asc' | 'price_desc' | 'rating';

const SORTS: { value: FavoritesSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Rating' },
];

const compare: Record<FavoritesSort, (a: ProductView, b: ProductView) => number> = {
  name: (a, b) => a.title.localeCompare(b.title),
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
};

export type FavoritesVariant = 'favorites' | 'likes' | 'my-likes';

/** /favorites (My Favorites), /likes and /my-likes (My Likes): the favourites with search, sort and view. */
export function FavoritesScreen({ variant }: { variant: FavoritesVariant }) {
  const { likedIds, toggleLike, clearAll } = useLikes();
  const [confirmClear, setConfirmClear] = useState(false);
  const products = useProductsByIds(likedIds);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FavoritesSort>('name');
  const [layout, setLayout] = useState<CardLayout>('grid');
  const searchId = useId();
  const sortId = useId();
  const title = variant === 'favorites' ? 'My Favorites' : 'My Likes';

  const liked = useMemo(
    () => (products.data ?? []).filter((product) => likedIds.includes(product.id)),
    [products.data, likedIds],
  );
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    const matches = term
      ? liked.filter((p) => [p.title, p.description, p.category].some((text) => text.toLowerCase().includes(term)))
      : liked;
    return [...matches].sort(compare[sort]);
  }, [liked, search, sort]);

  const header = (
    <div className={styles.pageHeader}>
      <h1 id="favorites-title" className={styles.pageTitle}>
        {title}
      </h1>
      {variant === 'favorites' ? (
        <Badge tone="brand">
          {liked.length} {liked.length === 1 ? 'item' : 'items'}
        </Badge>
      ) : (
        <p className={styles.count}>
          {liked.length} liked {liked.length === 1 ? 'product' : 'products'}
        </p>
      )}
    </div>
  );

  let body;
  if (likedIds.length > 0 && products.isPending) {
    body = <LoadingBlock label="Loading your favorites..." />;
  } else if (products.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{errorMessage(products.error, 'Failed to fetch products')}</p>
        <Button onClick={() => void products.refetch()}>Try Again</Button>
      </div>
    );
  } else if (liked.length === 0) {
    body = (
      <div className={styles.state}>
        <HeartIcon size={40} />
        <p className={styles.stateTitle}>No favorites yet</p>
        <p>Tap the heart on any product to keep it here.</p>
        <ButtonLink to={paths.products}>Browse Products</ButtonLink>
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.toolbar}>
          <label htmlFor={searchId} className="sr-only">
            Search favorites
          </label>
          <Input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder="Search favorites"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <label htmlFor={sortId} className={styles.count}>
            Sort by
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={sort}
            onChange={(event) => setSort(event.target.value as FavoritesSort)}
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.toolbarSpacer} />
          <ViewToggle value={layout} onChange={setLayout} />
          <Button size="sm" variant="danger-outline" onClick={() => setConfirmClear(true)}>
            Clear all
          </Button>
        </div>
        <ConfirmDialog
          open={confirmClear}
          title="Clear all favourites?"
          confirmLabel="Clear all"
          onCancel={() => setConfirmClear(false)}
          onConfirm={() => {
            setConfirmClear(false);
            clearAll();
          }}
        >
          All {liked.length} products will be removed from your favourites.
        </ConfirmDialog>
        <p className={styles.count} data-testid="favorites-count" aria-live="polite">
          Showing {shown.length} of {liked.length}
        </p>
        {shown.length === 0 ? (
          <div className={styles.state}>
            <p className={styles.stateTitle}>No products found</p>
          </div>
        ) : (
          <ul role="list" className={cn(styles.grid, layout === 'list' && styles.list)}>
            {shown.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  layout={layout}
                  actions={
                    variant === 'my-likes' ? (
                      <>
                        <Button size="sm" variant="danger-outline" onClick={() => toggleLike(product.id)}>
                          Remove
                        </Button>
                        <ButtonLink size="sm" variant="secondary" to={paths.product(product.productCode)}>
                          View Details
                        </ButtonLink>
                      </>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className={`container ${styles.page}`} aria-labelledby="favorites-title">
      <title>{`${title} · Kedai`}</title>
      {header}
      {body}
    </section>
  );
}
