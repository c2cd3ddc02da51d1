import { useState, type DragEvent } from 'react';
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
import { MAX_RECEIPT_BYTES, RECEIPT_SIZE_MESSAGE, uploadErrorMessage } from '@/features/orders/upload-errors';
import styles from './upload-receipt.module.css';

const ACCEPTED = ['image/jpeg', 'image/png', 'application/pdf'];

export function UploadReceiptRoute() {
  const [current] = useState(loadCurrentOrder);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // ?orderId= comes from the e-mail asking for a new receipt and from the Activation Center.
  const [searchParams] = useSearchParams();
  const linkedOrderId = searchParams.get('orderId')?.trim().toUpperCase() ?? '';
  const [orderId, setOrderId] = useState(linkedOrderId || current?.order.orderId || '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!current && !linkedOrderId) return <Navigate to={paths.checkout} replace />;

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) {
      setError('Please upload a JPEG, PNG or PDF file.');
      return;
    }
    if (chosen.size >= MAX_RECEIPT_BYTES) {
      setError(RECEIPT_SIZE_MESSAGE);
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
      setError('Order ID cannot be empty');
      return;
    }
    if (!file) {
      setError('Please choose your payment receipt first');
      return;
    }
    setBusy(true);
    try {
      const order = await confirmPayment(orderId.trim(), file);
      // The Activation Center may hold the order from before (e.g. the rejected receipt): read it again.
      await queryClient.invalidateQueries({ queryKey: guestOrderQuery(order.orderId).queryKey });
      if (current && order.orderId === current.order.orderId) {
        // The answer has no access token; the one from checkout still opens the receipt.
        saveCurrentOrder({ ...current, order: { ...order, watchToken: current.order.watchToken } });
        navigate(paths.orderConfirmation);
      } else {
        navigate(paths.redeemOrder(order.orderId));
      }
    } catch (thrown) {
      setError(uploadErrorMessage(thrown));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`container ${styles.page}`}>
      <title>Upload Receipt · Kedai</title>
      <div className={styles.card}>
        <h1>Upload your payment receipt</h1>
        <Field label="Order ID">
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
          <strong>{file ? file.name : 'Click or drag your receipt here'}</strong>
          <span>Images (JPEG, PNG) or PDF, under 5MB</span>
        </label>
        {error && <Alert tone="error">{error}</Alert>}
        <Button size="lg" block loading={busy} onClick={() => void submit()}>
          Upload Receipt
        </Button>
      </div>
    </section>
  );
}
