import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import styles from './chat-widget.module.css';

export interface ChatRatingProps {
  rating: number | null;
  busy: boolean;
  onRate: (rating: number) => void;
  onStartNew: () => void;
}

const STARS = [1, 2, 3, 4, 5] as const;
/** The star glyph (a picture, not a word: each button's label says the rating). */
const STAR_GLYPH = '★';

/** After the agent ends the chat: "Rate our service" (1–5 stars) and a way to start a new chat. */
export function ChatRating({ rating, busy, onRate, onStartNew }: ChatRatingProps) {
  const { t } = useTranslation('chat');
  const [hover, setHover] = useState(0);
  const shown = rating ?? hover;
  return (
    <div className={styles.rating} data-testid="chat-rating">
      <p className={styles.ratingTitle}>{rating ? t('rating.thanks') : t('rating.prompt')}</p>
      <div className={styles.stars} role="group" aria-label={t('rating.prompt')} onPointerLeave={() => setHover(0)}>
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            className={cn(styles.star, star <= shown && styles.starOn)}
            disabled={busy || rating !== null}
            aria-label={t('rating.star', { count: star })}
            aria-pressed={rating === star}
            onPointerEnter={() => setHover(star)}
            onClick={() => onRate(star)}
          >
            {STAR_GLYPH}
          </button>
        ))}
      </div>
      <p className={styles.ratingNote}>{t('rating.ended')}</p>
      <Button size="sm" variant="secondary" onClick={onStartNew}>
        {t('rating.startNew')}
      </Button>
    </div>
  );
}
