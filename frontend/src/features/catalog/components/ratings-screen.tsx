import { useId, useState } from 'react';
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

const MIN_STARS = [
  { value: '', label: 'All' },
  { value: '5', label: '5+ Stars' },
  { value: '4', label: '4+ Stars' },
  { value: '3', label: '3+ Stars' },
  { value: '2', label: '2+ Stars' },
  { value: '1', label: '1+ Stars' },
];

const SORTS: { value: RatingSort; label: string }[] = [
  { value: 'date', label: 'Date' },
  { value: 'rating', label: 'Rating' },
  { value: 'name', label: 'Name' },
];

/** All Ratings (/view-ratings). */
export function RatingsScreen() {
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
      <title>All Ratings · Kedai</title>
      <Link to={paths.profile} className={ratings.back}>
        ← Back to Profile
      </Link>
      <div className={styles.pageHeader}>
        <h1 id="ratings-title" className={styles.pageTitle}>
          All Ratings
        </h1>
      </div>
      <div className={styles.toolbar}>
        <label htmlFor={searchId} className="sr-only">
          Search products
        </label>
        <Input
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder="Search products"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label htmlFor={starsId} className={styles.count}>
          Minimum stars
        </label>
        <select id={starsId} className={styles.select} value={minStars} onChange={(e) => setMinStars(e.target.value)}>
          {MIN_STARS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label htmlFor={sortId} className={styles.count}>
          Sort by
        </label>
        <select
          id={sortId}
          className={styles.select}
          value={sort}
          onChange={(e) => setSort(e.target.value as RatingSort)}
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      {list.isPending ? (
        <LoadingBlock label="Loading ratings..." />
      ) : list.isError ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{errorMessage(list.error)}</p>
          <Button onClick={() => void list.refetch()}>Try Again</Button>
        </div>
      ) : list.data.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>No Ratings Found</p>
          <p>Try another search or a lower minimum.</p>
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
                      <span className={styles.muted}>
                        {entry.count} {entry.count === 1 ? 'review' : 'reviews'}
                      </span>
                    </div>
                  </div>
                  <ButtonLink to={href} size="sm" variant="secondary">
                    View Product
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
                  View all {entry.count} reviews
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
