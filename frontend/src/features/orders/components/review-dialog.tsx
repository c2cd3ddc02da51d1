import type { OrderView } from '@kedai/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useOrderReview } from '../api/order-review';
import { RATING_LABELS, remainingEditTime } from '../review-time';
import styles from './review-dialog.module.css';

export interface ReviewDialogProps {
  order: OrderView;
  onClose: () => void;
}

/** Rate a delivered order, or edit (24 hours) / delete its review. */
export function ReviewDialog({ order, onClose }: ReviewDialogProps) {
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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const save = async () => {
    setError(null);
    if (!rating) {
      setError('Please select a rating');
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
      <h2 id={titleId}>{review ? 'Edit review' : 'Rate Order'}</h2>
      <p className={styles.muted}>
        {order.items.map((item) => item.title).join(', ')} · {order.orderId}
      </p>
      {review && <p className={styles.muted}>{remainingEditTime(review.editDeadline)}</p>}
      <div className={styles.stars} role="radiogroup" aria-label="Rating">
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={rating === value}
            aria-label={`${value} ${RATING_LABELS[value]}`}
            disabled={locked}
            className={rating !== null && value <= rating ? styles.on : styles.off}
            onClick={() => setRating(value)}
          >
            ★
          </button>
        ))}
        {rating && <span>{RATING_LABELS[rating]}</span>}
      </div>
      <label className={styles.comment}>
        Comment (optional)
        <textarea
          rows={4}
          maxLength={2000}
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
            Delete
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {!locked && (
          <Button loading={mutations.create.isPending || mutations.update.isPending} onClick={() => void save()}>
            {review ? 'Save changes' : 'Submit review'}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete review"
        confirmLabel="Delete"
        busy={mutations.remove.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        Are you sure you want to delete this review?
      </ConfirmDialog>
    </dialog>
  );
}
