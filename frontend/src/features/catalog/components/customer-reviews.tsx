import { useId, useState } from 'react';
import { LoadingBlock } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useProductReviews } from '../api/get-product-reviews';
import { RATING_LABELS } from '../types';
import { StarRating } from './star-rating';
import styles from './product-detail.module.css';

const VERSIONS = [
  { value: '', label: 'All Versions' },
  { value: '1_year', label: '1 YEAR' },
  { value: 'lifetime', label: 'LIFETIME' },
];

const versionLabel = (value: string) => VERSIONS.find((v) => v.value === value)?.label ?? value.replace(/_/g, ' ');

/** Customer Reviews with the version filter (All Versions, 1 YEAR, LIFETIME). */
export function CustomerReviews({ productId }: { productId: string }) {
  const [version, setVersion] = useState('');
  const reviews = useProductReviews(productId, version);
  const selectId = useId();

  return (
    <section className={styles.reviews} aria-labelledby="reviews-title" id="reviews">
      <div className={styles.reviewsHeader}>
        <h2 id="reviews-title" className={styles.sectionTitle}>
          Customer Reviews
        </h2>
        <label htmlFor={selectId} className="sr-only">
          Filter reviews by version
        </label>
        <select id={selectId} className={styles.select} value={version} onChange={(e) => setVersion(e.target.value)}>
          {VERSIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {reviews.isPending ? (
        <LoadingBlock label="Loading reviews..." />
      ) : reviews.isError ? (
        <p role="alert">Reviews could not be loaded.</p>
      ) : reviews.data.length === 0 ? (
        <p className={styles.muted}>No reviews yet.</p>
      ) : (
        <ul role="list" className={styles.reviewList}>
          {reviews.data.map((review) => (
            <li key={review.id} className={styles.review} data-testid="review">
              <div className={styles.reviewTop}>
                <StarRating value={review.rating} />
                <strong>{RATING_LABELS[review.rating]}</strong>
                {review.version && <span className={styles.versionTag}>{versionLabel(review.version)}</span>}
              </div>
              {review.comment && <p>{review.comment}</p>}
              <p className={styles.muted}>
                {review.userName} · {formatDate(review.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
