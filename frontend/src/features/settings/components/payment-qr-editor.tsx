import { useEffect, useMemo, useState } from 'react';
import { checkWalletLabel, paymentQrFileProblem, PAYMENT_QR_TYPES, type PaymentQrUpdated } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePaymentQr } from '../api/get-payment-qr';
import { useSavePaymentQr } from '../api/save-payment-qr';
import styles from './settings-form.module.css';

const messageOf = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError && error.message
    ? error.message
    : 'Could not save the QR code. Please try again.';

/** Settings → Payment Methods: the QR customers scan at checkout and the e-wallet's name shown over it. */
export function PaymentQrEditor() {
  const current = usePaymentQr();
  if (current.isPending) return <Spinner label="Loading the checkout QR…" />;
  if (current.isError) return <Alert tone="error">Could not load the checkout QR. {messageOf(current.error)}</Alert>;
  return <PaymentQrForm current={current.data} />;
}

function PaymentQrForm({ current }: { current: PaymentQrUpdated }) {
  const save = useSavePaymentQr();
  const [label, setLabel] = useState(current.label);
  const [image, setImage] = useState<File | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  /** Changed after a save so the file input is emptied. */
  const [fileInputKey, setFileInputKey] = useState(0);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = () => {
    setSaved(false);
    const checked = checkWalletLabel(label);
    setLabelError(checked.ok ? null : checked.message);
    if (!checked.ok || imageError) return;
    save.mutate(
      { label: checked.label, image },
      {
        onSuccess: (next) => {
          setLabel(next.label);
          setImage(null);
          setFileInputKey((key) => key + 1);
          setSaved(true);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="payment-qr-title">
      <h2 id="payment-qr-title" className={styles.subtitle}>
        Checkout QR code
      </h2>
      <p className={styles.note}>
        Customers scan this at checkout. JPEG or PNG, under 2MB.{' '}
        {current.isDefault ? 'The app’s own QR is shown until you upload yours.' : ''}
      </p>
      <img
        className={styles.qrPreview}
        src={preview ?? current.imageUrl}
        alt={preview ? 'New checkout QR code (not saved yet)' : 'Current checkout QR code'}
        width={160}
        height={160}
      />
      <Field label="E-wallet name" error={labelError} hint="Shown at checkout as “Pay with …”.">
        {(control) => (
          <Input
            {...control}
            value={label}
            maxLength={80}
            onChange={(event) => {
              setLabel(event.target.value);
              setLabelError(null);
              setSaved(false);
            }}
          />
        )}
      </Field>
      <Field label="New QR image" optional error={imageError}>
        {(control) => (
          <input
            {...control}
            key={fileInputKey}
            type="file"
            accept={PAYMENT_QR_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const problem = file ? paymentQrFileProblem(file) : null;
              setImageError(problem);
              setImage(problem ? null : file);
              setSaved(false);
              if (problem) event.target.value = '';
            }}
          />
        )}
      </Field>
      {save.isError && <Alert tone="error">{messageOf(save.error)}</Alert>}
      {saved && <Alert tone="success">Checkout QR code saved.</Alert>}
      <div className={styles.actions}>
        <Button type="button" onClick={submit} loading={save.isPending}>
          Save QR code
        </Button>
      </div>
    </section>
  );
}
