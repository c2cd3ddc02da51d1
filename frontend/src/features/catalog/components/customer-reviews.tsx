import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useProductReviews } from '../api/get-product-reviews';
import { RATING_LABEL_KEYS } from '../types';
import { StarRating } from './star-rating';
import styles from './product-detail.module.css';

/** The option values' labels as the products show them (data, like the option choices): not translated. */
const VERSIONS = [
  { value: '1_year', label: '1 YEAR' },
  { value: 'lifetime', label: 'LIFETIME' },
];

const versionLabel = (value: string) => VERSIONS.find((v) => v.value === value)?.label ?? value.replace(/_/g, ' ');

/** Customer Reviews with the version filter (All Versions, 1 YEAR, LIFETIME). */
export function CustomerReviews({ productId }: { productId: string }) {
  const [version, setVersion] = useState('');
  const reviews = useProductReviews(productId, version);
  const selectId = useId();
  const { t } = useTranslation('catalog');

  return (
    <section className={styles.reviews} aria-labelledby="reviews-title" id="reviews">
      <div className={styles.reviewsHeader}>
        <h2 id="reviews-title" className={styles.sectionTitle}>
          {t('reviews.title')}
        </h2>
        <label htmlFor={selectId} className="sr-only">
          {t('reviews.filterLabel')}
        </label>
        <select id={selectId} className={styles.select} value={version} onChange={(e) => setVersion(e.target.value)}>
          <option value="">{t('reviews.allVersions')}</option>
          {VERSIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {reviews.isPending ? (
        <LoadingBlock label={t('reviews.loading')} />
      ) : reviews.isError ? (
        <p role="alert">{t('reviews.loadFailed')}</p>
      ) : reviews.data.length === 0 ? (
        <p className={styles.muted}>{t('reviews.empty')}</p>
      ) : (
        <ul role="list" className={styles.reviewList}>
          {reviews.data.map((review) => (
            <li key={review.id} className={styles.review} data-testid="review">
              <div className={styles.reviewTop}>
                <StarRating value={review.rating} />
                <strong>{review.rating in RATING_LABEL_KEYS && t(RATING_LABEL_KEYS[review.rating])}</strong>
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
