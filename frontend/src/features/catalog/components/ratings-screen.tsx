import type { ParseKeys } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useRatings } from '../api/get-ratings';
import type { RatingSort } from '../types';
import { ProductImage } from './product-image';
import { StarRating } from './star-rating';
import styles from './catalog.module.css';
import ratings from './ratings-screen.module.css';

/** The minimum-stars choices; '' is All. */
const MIN_STARS = ['', '5', '4', '3', '2', '1'];

const SORTS: { value: RatingSort; label: ParseKeys<'catalog'> }[] = [
  { value: 'date', label: 'ratings.sort.date' },
  { value: 'rating', label: 'ratings.sort.rating' },
  { value: 'name', label: 'ratings.sort.name' },
];

/** All Ratings (/view-ratings). */
export function RatingsScreen() {
  const { t } = useTranslation('catalog');
  const [search, setSearch] = useState('');
  const [minStars, setMinStars] = useState('');
  const [sort, setSort] = useState<RatingSort>('date');
  const debounced = useDebouncedValue(search, 250);
  const list = useRatings({ search: debounced, minStars: minStars ? Number(minStars) : null, sort });
  const searchId = useId();
  const starsId = useId();
  const sortId = useId();

  return (
    <section className={`container ${styles.page}`} aria-labelledby="ratings-title">
      <title>{t('ratings.pageTitle')}</title>
      <Link to={paths.profile} className={ratings.back}>
        {t('ratings.backToProfile')}
      </Link>
      <div className={styles.pageHeader}>
        <h1 id="ratings-title" className={styles.pageTitle}>
          {t('ratings.title')}
        </h1>
      </div>
      <div className={styles.toolbar}>
        <label htmlFor={searchId} className="sr-only">
          {t('ratings.searchLabel')}
        </label>
        <Input
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={t('ratings.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label htmlFor={starsId} className={styles.count}>
          {t('ratings.minStars.label')}
        </label>
        <select id={starsId} className={styles.select} value={minStars} onChange={(e) => setMinStars(e.target.value)}>
          {MIN_STARS.map((value) => (
            <option key={value} value={value}>
              {value ? t('ratings.minStars.atLeast', { stars: value }) : t('ratings.minStars.all')}
            </option>
          ))}
        </select>
        <label htmlFor={sortId} className={styles.count}>
          {t('ratings.sortBy')}
        </label>
        <select
          id={sortId}
          className={styles.select}
          value={sort}
          onChange={(e) => setSort(e.target.value as RatingSort)}
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>

      {list.isPending ? (
        <LoadingBlock label={t('ratings.loading')} />
      ) : list.isError ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{errorMessage(list.error)}</p>
          <Button onClick={() => void list.refetch()}>{t('actions.tryAgain')}</Button>
        </div>
      ) : list.data.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{t('ratings.empty.title')}</p>
          <p>{t('ratings.empty.hint')}</p>
        </div>
      ) : (
        <ul role="list" className={ratings.list}>
          {list.data.map((entry) => {
            const href = paths.product(entry.product.productCode);
            const cover = [...entry.product.images].sort((a, b) => a.order - b.order)[0];
            return (
              <li key={entry.product.id} className={ratings.card} data-testid="rating-card">
                <div className={ratings.head}>
                  <ProductImage src={cover?.url} alt="" className={ratings.thumb} width={64} height={64} sizes="64px" />
                  <div className={ratings.summary}>
                    <h2 className={ratings.title}>{entry.product.title}</h2>
                    <div className={ratings.stars}>
                      <StarRating value={entry.average} size="md" />
                      <strong>{entry.average.toFixed(1)}</strong>
                      <span className={styles.muted}>{t('ratings.reviewCount', { count: entry.count })}</span>
                    </div>
                  </div>
                  <ButtonLink to={href} size="sm" variant="secondary">
                    {t('ratings.viewProduct')}
                  </ButtonLink>
                </div>
                <ul role="list" className={ratings.reviews}>
                  {entry.recentReviews.map((review) => (
                    <li key={review.id} className={ratings.review}>
                      <div className={ratings.stars}>
                        <StarRating value={review.rating} />
                        <span className={styles.muted}>{formatDate(review.createdAt)}</span>
                      </div>
                      {review.comment && <p>{review.comment}</p>}
                      <p className={styles.muted}>— {review.userName}</p>
                    </li>
                  ))}
                </ul>
                <ButtonLink to={`${href}#reviews`} size="sm" variant="ghost">
                  {t('ratings.viewAllReviews', { total: entry.count })}
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
