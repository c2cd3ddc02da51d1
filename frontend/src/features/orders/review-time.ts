/** The `orders` catalogue keys of the star rating's labels, by stars: 1 Poor … 5 Excellent. */
export const RATING_LABEL_KEYS: Readonly<Record<number, `review.ratingLabels.${RatingWord}`>> = {
  1: 'review.ratingLabels.poor',
  2: 'review.ratingLabels.fair',
  3: 'review.ratingLabels.good',
  4: 'review.ratingLabels.veryGood',
  5: 'review.ratingLabels.excellent',
};

type RatingWord = 'poor' | 'fair' | 'good' | 'veryGood' | 'excellent';

/** How long a review may still be edited, as an `orders` catalogue key and its values. */
export type EditTime = { key: 'review.locked' } | { key: 'review.timeLeft'; hours: number; minutes: number };

/**
 * "5h 12m left to edit" while editable, else "Locked - 24h expired" (24 hours: decision 6 in
 * docs/product/README.md#decisions).
 */
export function remainingEditTime(editDeadline: string, now = Date.now()): EditTime {
  const left = new Date(editDeadline).getTime() - now;
  if (left <= 0) return { key: 'review.locked' };
  const hours = Math.floor(left / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  return { key: 'review.timeLeft', hours, minutes };
}
