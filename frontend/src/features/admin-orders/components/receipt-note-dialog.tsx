import type { ReceiptReviewView } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useUpdateReceiptNote } from '../api/update-receipt-note';
import styles from './admin-screen.module.css';

function NoteForm({ row, onClose }: { row: ReceiptReviewView; onClose: () => void }) {
  const { t } = useTranslation('admin-fulfilment');
  const save = useUpdateReceiptNote();
  const [draft, setDraft] = useState(row.adminNote ?? '');
  return (
    <form
      className={styles.noteForm}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ orderId: row.orderId, note: draft }, { onSuccess: onClose });
      }}
    >
      {row.customerNote && (
        <p>
          <strong>{t('receipts.note.customer')}</strong> {row.customerNote}
        </p>
      )}
      <textarea
        className={styles.noteInput}
        aria-label={t('receipts.note.label')}
        value={draft}
        maxLength={500}
        rows={3}
        onChange={(event) => setDraft(event.target.value)}
      />
      <p className={styles.muted}>{t('receipts.note.hint')}</p>
      {save.isError && <Alert tone="error">{errorMessage(save.error, t('receipts.note.failed'))}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('receipts.note.save')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onClose}>
          {t('receipts.note.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The reviewer's note on a receipt (docs/product/admin.md#receipt-review): staff only. */
export function ReceiptNoteDialog({ row, onClose }: { row: ReceiptReviewView | null; onClose: () => void }) {
  const { t } = useTranslation('admin-fulfilment');
  return (
    <Modal open={row !== null} title={t('receipts.note.title', { orderId: row?.orderId ?? '' })} onClose={onClose}>
      {row && <NoteForm key={row.orderId} row={row} onClose={onClose} />}
    </Modal>
  );
}
