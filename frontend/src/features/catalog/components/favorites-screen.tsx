import type { ParseKeys } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { shopName } from '@/config/business';

type FavoritesSort = 'name' | 'price_asc' | 'price_desc' | 'rating';

const SORTS: { value: FavoritesSort; label: ParseKeys<'catalog'> }[] = [
  { value: 'name', label: 'favorites.sort.name' },
  { value: 'price_asc', label: 'favorites.sort.priceAsc' },
  { value: 'price_desc', label: 'favorites.sort.priceDesc' },
  { value: 'rating', label: 'favorites.sort.rating' },
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
  const { t } = useTranslation('catalog');
  const { likedIds, toggleLike, clearAll } = useLikes();
  const [confirmClear, setConfirmClear] = useState(false);
  const products = useProductsByIds(likedIds);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FavoritesSort>('name');
  const [layout, setLayout] = useState<CardLayout>('grid');
  const searchId = useId();
  const sortId = useId();
  const title = t(variant === 'favorites' ? 'favorites.title.favorites' : 'favorites.title.likes');

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
        <Badge tone="brand">{t('favorites.itemCount', { count: liked.length })}</Badge>
      ) : (
        <p className={styles.count}>{t('favorites.likedCount', { count: liked.length })}</p>
      )}
    </div>
  );

  let body;
  if (likedIds.length > 0 && products.isPending) {
    body = <LoadingBlock label={t('favorites.loading')} />;
  } else if (products.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{errorMessage(products.error, t('favorites.loadFailed'))}</p>
        <Button onClick={() => void products.refetch()}>{t('actions.tryAgain')}</Button>
      </div>
    );
  } else if (liked.length === 0) {
    body = (
      <div className={styles.state}>
        <HeartIcon size={40} />
        <p className={styles.stateTitle}>{t('favorites.empty.title')}</p>
        <p>{t('favorites.empty.hint')}</p>
        <ButtonLink to={paths.products}>{t('actions.browseProducts')}</ButtonLink>
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.toolbar}>
          <label htmlFor={searchId} className="sr-only">
            {t('favorites.searchLabel')}
          </label>
          <Input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={t('favorites.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <label htmlFor={sortId} className={styles.count}>
            {t('favorites.sortBy')}
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={sort}
            onChange={(event) => setSort(event.target.value as FavoritesSort)}
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
          <span className={styles.toolbarSpacer} />
          <ViewToggle value={layout} onChange={setLayout} />
          <Button size="sm" variant="danger-outline" onClick={() => setConfirmClear(true)}>
            {t('favorites.clearAll')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmClear}
          title={t('favorites.clearConfirm.title')}
          confirmLabel={t('favorites.clearConfirm.confirm')}
          onCancel={() => setConfirmClear(false)}
          onConfirm={() => {
            setConfirmClear(false);
            clearAll();
          }}
        >
          {t('favorites.clearConfirm.body', { total: liked.length })}
        </ConfirmDialog>
        <p className={styles.count} data-testid="favorites-count" aria-live="polite">
          {t('favorites.showing', { shown: shown.length, total: liked.length })}
        </p>
        {shown.length === 0 ? (
          <div className={styles.state}>
            <p className={styles.stateTitle}>{t('favorites.noMatches')}</p>
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
                          {t('favorites.remove')}
                        </Button>
                        <ButtonLink size="sm" variant="secondary" to={paths.product(product.productCode)}>
                          {t('favorites.viewDetails')}
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
      <title>{`${title} · ${shopName()}`}</title>
      {header}
      {body}
    </section>
  );
}
