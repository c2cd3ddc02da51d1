import { RECEIPT_REJECTION_REASON_MAX } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin-fulfilment');
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
    <Modal open={orderId !== null} title={t('rejectReceipt.title', { orderId: orderId ?? '' })} onClose={close}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={t('rejectReceipt.reason')}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              rows={4}
              maxLength={RECEIPT_REJECTION_REASON_MAX}
              value={reason}
              placeholder={t('rejectReceipt.reasonPlaceholder')}
              onChange={(event) => setReason(event.target.value)}
              autoFocus
            />
          )}
        </Field>
        {reject.isError && <Alert tone="error">{errorMessage(reject.error, 'Could not reject the receipt')}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" loading={reject.isPending} disabled={!reason.trim()}>
            {t('rejectReceipt.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={close}>
            {t('rejectReceipt.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
