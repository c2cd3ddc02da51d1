import { useEffect, useMemo, useState } from 'react';
import { checkWalletLabel, paymentQrFileProblem, PAYMENT_QR_TYPES, type PaymentQrUpdated } from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePaymentQr } from '../api/get-payment-qr';
import { useSavePaymentQr } from '../api/save-payment-qr';
import styles from './settings-form.module.css';

const messageOf = (error: unknown, t: TFunction<'admin-catalog'>) =>
  error instanceof ApiError && !error.isNetworkError && error.message
    ? error.message
    : t('settings.paymentQr.saveFailed');

/** Settings → Payment Methods: the QR customers scan at checkout and the e-wallet's name shown over it. */
export function PaymentQrEditor() {
  const { t } = useTranslation('admin-catalog');
  const current = usePaymentQr();
  if (current.isPending) return <Spinner label={t('settings.paymentQr.loading')} />;
  if (current.isError) {
    return <Alert tone="error">{t('settings.paymentQr.loadFailed', { reason: messageOf(current.error, t) })}</Alert>;
  }
  return <PaymentQrForm current={current.data} />;
}

function PaymentQrForm({ current }: { current: PaymentQrUpdated }) {
  const { t } = useTranslation('admin-catalog');
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
        {t('settings.paymentQr.title')}
      </h2>
      <p className={styles.note}>
        {t('settings.paymentQr.note')} {current.isDefault ? t('settings.paymentQr.defaultShown') : ''}
      </p>
      <img
        className={styles.qrPreview}
        src={preview ?? current.imageUrl}
        alt={preview ? t('settings.paymentQr.newAlt') : t('settings.paymentQr.currentAlt')}
        width={160}
        height={160}
      />
      <Field
        label={t('settings.paymentQr.walletName')}
        error={labelError}
        hint={t('settings.paymentQr.walletNameHint')}
      >
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
      <Field label={t('settings.paymentQr.newImage')} optional error={imageError}>
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
      {save.isError && <Alert tone="error">{messageOf(save.error, t)}</Alert>}
      {saved && <Alert tone="success">{t('settings.paymentQr.saved')}</Alert>}
      <div className={styles.actions}>
        <Button type="button" onClick={submit} loading={save.isPending}>
          {t('settings.paymentQr.save')}
        </Button>
      </div>
    </section>
  );
}
