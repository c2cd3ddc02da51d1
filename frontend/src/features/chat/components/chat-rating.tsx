import { useState } from 'react';
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

/** After the agent ends the chat: "Rate our service" (1–5 stars) and a way to start a new chat. */
export function ChatRating({ rating, busy, onRate, onStartNew }: ChatRatingProps) {
  const [hover, setHover] = useState(0);
  const shown = rating ?? hover;
  return (
    <div className={styles.rating} data-testid="chat-rating">
      <p className={styles.ratingTitle}>{rating ? 'Thank you for your feedback!' : 'Rate our service'}</p>
      <div className={styles.stars} role="group" aria-label="Rate our service" onPointerLeave={() => setHover(0)}>
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            className={cn(styles.star, star <= shown && styles.starOn)}
            disabled={busy || rating !== null}
            aria-label={`${star} star${star === 1 ? '' : 's'}`}
            aria-pressed={rating === star}
            onPointerEnter={() => setHover(star)}
            onClick={() => onRate(star)}
          >
            ★
          </button>
        ))}
      </div>
      <p className={styles.ratingNote}>This chat has ended. Need anything else?</p>
      <Button size="sm" variant="secondary" onClick={onStartNew}>
        Start a new chat
      </Button>
    </div>
  );
}
