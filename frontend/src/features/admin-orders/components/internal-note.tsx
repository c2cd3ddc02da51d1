import type { AdminOrderDetail } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUpdateInternalNote } from '../api/update-internal-note';
import styles from './admin-screen.module.css';

const NOTE_MAX = 2000;

/** Staff's internal note on the order (docs/product/admin.md#order-details): never shown to the customer. */
export function InternalNote({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const save = useUpdateInternalNote();
  const [draft, setDraft] = useState(order.internalNote ?? '');
  const changed = draft.trim() !== (order.internalNote ?? '');
  return (
    <section className={styles.section} aria-labelledby="internal-note-title">
      <h3 id="internal-note-title" className={styles.sectionTitle}>
        {t('details.note.title')}
      </h3>
      <p className={styles.muted}>{t('details.note.hint')}</p>
      <form
        className={styles.noteForm}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ orderId: order.orderId, note: draft });
        }}
      >
        <textarea
          className={styles.noteInput}
          aria-label={t('details.note.label')}
          value={draft}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" size="sm" variant="secondary" disabled={!changed} loading={save.isPending}>
            {t('details.note.save')}
          </Button>
          {save.isSuccess && !changed && (
            <span className={styles.muted} role="status">
              {t('details.note.saved')}
            </span>
          )}
        </div>
      </form>
      {save.isError && <Alert tone="error">{errorMessage(save.error, t('details.note.failed'))}</Alert>}
    </section>
  );
}
