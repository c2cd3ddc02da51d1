import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useProductReviews } from '../api/get-product-reviews';
import { RATING_LABEL_KEYS } from '../types';
import { StarRating } from './star-rating';
import styles from './product-detail.module.css';

const VERSIONS = [
  { value: '1_year', key: 'reviews.versions.oneYear' },
  { value: 'lifetime', key: 'reviews.versions.lifetime' },
] as const;

/**
 * Customer Reviews, with the version filter (All Versions and each version the reviews carry) only when the
 * product's reviews carry a version (docs/product/storefront.md#product-detail).
 */
export function CustomerReviews({
  productId,
  choices = [],
}: {
  productId: string;
  /** The product's option choices, to name the versions as the product does. */
  choices?: readonly { value: string; label: string }[];
}) {
  const [version, setVersion] = useState('');
  const everyReview = useProductReviews(productId, '');
  const reviews = useProductReviews(productId, version);
  const selectId = useId();
  const { t } = useTranslation('catalog');
  /** A version reads as the product's choice of that value does (in the shopper's language), else a known one. */
  const versionLabel = (value: string) => {
    const known = VERSIONS.find((v) => v.value === value);
    return choices.find((choice) => choice.value === value)?.label ?? (known ? t(known.key) : value.replace(/_/g, ' '));
  };
  const versions = [...new Set((everyReview.data ?? []).flatMap((review) => (review.version ? [review.version] : [])))];

  return (
    <section className={styles.reviews} aria-labelledby="reviews-title" id="reviews">
      <div className={styles.reviewsHeader}>
        <h2 id="reviews-title" className={styles.sectionTitle}>
          {t('reviews.title')}
        </h2>
        {versions.length > 0 && (
          <>
            <label htmlFor={selectId} className="sr-only">
              {t('reviews.filterLabel')}
            </label>
            <select
              id={selectId}
              className={styles.select}
              value={version}
              onChange={(e) => setVersion(e.target.value)}
            >
              <option value="">{t('reviews.allVersions')}</option>
              {versions.map((value) => (
                <option key={value} value={value}>
                  {versionLabel(value)}
                </option>
              ))}
            </select>
          </>
        )}
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
