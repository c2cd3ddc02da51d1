import { cn } from '@/lib/cn';
import styles from './catalog.module.css';

export interface StarRatingProps {
  value: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Five stars filled to the rating (halves shown as partly filled); the number is read out. */
export function StarRating({ value, size = 'sm', className }: StarRatingProps) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span
      className={cn(styles.stars, styles[`stars-${size}`], className)}
      role="img"
      aria-label={`${value.toFixed(1)} out of 5 stars`}
    >
      <span className={styles.starsEmpty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.starsFull} style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
