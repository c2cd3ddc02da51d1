import { RECEIPT_REJECTION_REASON_MAX } from '@kedai/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useRejectReceipt } from '../api/review-receipt';
import styles from './admin-screen.module.css';

interface RejectReceiptDialogProps {
  orderId: string | null;
  onClose: () => void;
  onRejected: (orderId: string) => void;
}

/** Reject needs a reason: the customer reads it on the Activation Center and in the e-mail. */
export function RejectReceiptDialog({ orderId, onClose, onRejected }: RejectReceiptDialogProps) {
  const [reason, setReason] = useState('');
  const reject = useRejectReceipt();
  const close = () => {
    setReason('');
    reject.reset();
    onClose();
  };
  const submit = () => {
    if (!orderId) return;
    reject.mutate(
      { orderId, reason },
      {
        onSuccess: () => {
          onRejected(orderId);
          close();
        },
      },
    );
  };
  return (
    <Modal open={orderId !== null} title={`Reject the receipt of ${orderId ?? ''}`} onClose={close}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Reason (the customer will read it)">
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              rows={4}
              maxLength={RECEIPT_REJECTION_REASON_MAX}
              value={reason}
              placeholder="e.g. The receipt shows RM5.00, but the order total is RM25.00."
              onChange={(event) => setReason(event.target.value)}
              autoFocus
            />
          )}
        </Field>
        {reject.isError && <Alert tone="error">{errorMessage(reject.error, 'Could not reject the receipt')}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" loading={reject.isPending} disabled={!reason.trim()}>
            Reject and e-mail the customer
          </Button>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
