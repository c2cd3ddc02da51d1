import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import styles from './catalog.module.css';

export interface StarRatingProps {
  value: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The drawn stars (decorative, hidden from screen readers): not a text to translate. */
const STAR_ROW = '★★★★★';

/** Five stars filled to the rating (halves shown as partly filled); the number is read out. */
export function StarRating({ value, size = 'sm', className }: StarRatingProps) {
  const { t } = useTranslation('catalog');
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span
      className={cn(styles.stars, styles[`stars-${size}`], className)}
      role="img"
      aria-label={t('stars.label', { value: value.toFixed(1) })}
    >
      <span className={styles.starsEmpty} aria-hidden="true">
        {STAR_ROW}
      </span>
      <span className={styles.starsFull} style={{ width: `${percent}%` }} aria-hidden="true">
        {STAR_ROW}
      </span>
    </span>
  );
}
