import { REVIEW_COMMENT_MAX_LENGTH } from '@kedai/contracts';
import type { OrderView } from '@kedai/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useOrderReview } from '../api/order-review';
import { RATING_LABEL_KEYS, remainingEditTime } from '../review-time';
import styles from './review-dialog.module.css';

/** A rating button's face (its name is the aria-label). */
const STAR = '★';

export interface ReviewDialogProps {
  order: OrderView;
  onClose: () => void;
}

/** Rate a delivered order, or edit (24 hours) / delete its review. */
export function ReviewDialog({ order, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('orders');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const review = order.review;
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const mutations = useOrderReview(order.orderId);
  const locked = review ? !review.canEdit : false;
  const editTime = review ? remainingEditTime(review.editDeadline) : null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const save = async () => {
    setError(null);
    if (!rating) {
      setError(t('review.selectRating'));
      return;
    }
    try {
      if (review) await mutations.update.mutateAsync({ rating, comment });
      else await mutations.create.mutateAsync({ rating, comment });
      onClose();
    } catch (thrown) {
      setError(errorMessage(thrown));
    }
  };

  const remove = async () => {
    try {
      const answer = await mutations.remove.mutateAsync();
      setConfirmDelete(false);
      setNotice(answer.message);
      setTimeout(onClose, 1200);
    } catch (thrown) {
      setConfirmDelete(false);
      setError(errorMessage(thrown));
    }
  };

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{review ? t('review.titleEdit') : t('review.titleNew')}</h2>
      <p className={styles.muted}>
        {order.items.map((item) => item.title).join(', ')} · {order.orderId}
      </p>
      {editTime && (
        <p className={styles.muted}>
          {editTime.key === 'review.timeLeft'
            ? t(editTime.key, { hours: editTime.hours, minutes: editTime.minutes })
            : t(editTime.key)}
        </p>
      )}
      <div className={styles.stars} role="radiogroup" aria-label={t('review.ratingGroup')}>
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={rating === value}
            aria-label={t('review.starLabel', { stars: value, label: t(RATING_LABEL_KEYS[value]) })}
            disabled={locked}
            className={rating !== null && value <= rating ? styles.on : styles.off}
            onClick={() => setRating(value)}
          >
            {STAR}
          </button>
        ))}
        {rating && <span>{t(RATING_LABEL_KEYS[rating])}</span>}
      </div>
      <label className={styles.comment}>
        {t('review.comment')}
        <textarea
          rows={4}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          value={comment}
          disabled={locked}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className={styles.actions}>
        {review && (
          <Button variant="danger-outline" onClick={() => setConfirmDelete(true)}>
            {t('review.delete')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('review.close')}
        </Button>
        {!locked && (
          <Button loading={mutations.create.isPending || mutations.update.isPending} onClick={() => void save()}>
            {review ? t('review.save') : t('review.submit')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t('review.deleteConfirm.title')}
        confirmLabel={t('review.deleteConfirm.confirm')}
        busy={mutations.remove.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        {t('review.deleteConfirm.body')}
      </ConfirmDialog>
    </dialog>
  );
}
