import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useQueryClient } from '@tanstack/react-query';
import { confirmPayment } from '@/features/orders/api/confirm-payment';
import { guestOrderQuery } from '@/features/orders/api/get-guest-order';
import { loadCurrentOrder, saveCurrentOrder } from '@/features/orders/current-order';
import { MAX_RECEIPT_BYTES, uploadProblem, type UploadErrorKind } from '@/features/orders/upload-errors';
import { errorMessage } from '@/lib/api-client';
import styles from './upload-receipt.module.css';

const ACCEPTED = ['image/jpeg', 'image/png', 'application/pdf'];

/**
 * This page's own checks and the upload errors (`upload.errors.*` in the `orders` catalogue), or the server's words.
 */
type UploadError =
  'wrongType' | 'sizeLimit' | 'orderIdMissing' | 'receiptMissing' | UploadErrorKind | { message: string };

export function UploadReceiptRoute() {
  const { t } = useTranslation('orders');
  const [current] = useState(loadCurrentOrder);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // ?orderId= comes from the e-mail asking for a new receipt and from the Activation Center.
  const [searchParams] = useSearchParams();
  const linkedOrderId = searchParams.get('orderId')?.trim().toUpperCase() ?? '';
  const [orderId, setOrderId] = useState(linkedOrderId || current?.order.orderId || '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  // Percent sent while uploading (null: the browser cannot tell yet).
  const [progress, setProgress] = useState<number | null>(null);

  if (!current && !linkedOrderId) return <Navigate to={paths.checkout} replace />;

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) {
      setError('wrongType');
      return;
    }
    if (chosen.size >= MAX_RECEIPT_BYTES) {
      setError('sizeLimit');
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };

  const submit = async () => {
    if (!orderId.trim()) {
      setError('orderIdMissing');
      return;
    }
    if (!file) {
      setError('receiptMissing');
      return;
    }
    setBusy(true);
    setProgress(0);
    try {
      const order = await confirmPayment(orderId.trim(), file, {
        note,
        onProgress: ({ percent }) => setProgress(percent),
      });
      // The Activation Center may hold the order from before (e.g. the rejected receipt): read it again.
      await queryClient.invalidateQueries({ queryKey: guestOrderQuery(order.orderId).queryKey });
      if (current && order.orderId === current.order.orderId) {
        // The answer has no access token; the one from checkout still opens the receipt.
        saveCurrentOrder({ ...current, order: { ...order, watchToken: current.order.watchToken } });
        void navigate(paths.orderConfirmation);
      } else {
        void navigate(paths.redeemOrder(order.orderId));
      }
    } catch (thrown) {
      const problem = uploadProblem(thrown);
      // The server's own words, in the customer's language when its code is known (lib/api-client).
      setError('kind' in problem ? problem.kind : { message: errorMessage(thrown) });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <section className={`container ${styles.page}`}>
      <title>{t('upload.pageTitle')}</title>
      <div className={styles.card}>
        <h1>{t('upload.heading')}</h1>
        <Field label={t('upload.orderId')}>
          {(control) => <Input {...control} value={orderId} onChange={(event) => setOrderId(event.target.value)} />}
        </Field>
        <label
          className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            type="file"
            accept="image/*,application/pdf"
            className="sr-only"
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <strong>{file ? file.name : t('upload.dropPrompt')}</strong>
          <span>{t('upload.dropHint')}</span>
        </label>
        <Field label={t('upload.note')} optional hint={t('upload.noteHint')}>
          {(control) => (
            <textarea
              {...control}
              className={styles.note}
              value={note}
              maxLength={500}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        {busy && (
          <div className={styles.progress} data-testid="upload-progress">
            <progress max={100} value={progress ?? undefined} aria-label={t('upload.progressLabel')} />
            <span role="status">
              {progress === null ? t('upload.uploading') : t('upload.uploadingPercent', { percent: progress })}
            </span>
          </div>
        )}
        {error && <Alert tone="error">{typeof error === 'string' ? t(`upload.errors.${error}`) : error.message}</Alert>}
        <Button size="lg" block loading={busy} onClick={() => void submit()}>
          {t('upload.submit')}
        </Button>
      </div>
    </section>
  );
}
