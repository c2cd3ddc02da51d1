import { useEffect, useMemo, useState } from 'react';
import {
  checkWalletLabel,
  manualMethodProblem,
  MAX_METHOD_DETAILS_LENGTH,
  MAX_METHOD_INSTRUCTIONS_LENGTH,
  PAYMENT_METHOD_LABELS,
  paymentQrFileProblem,
  PAYMENT_QR_TYPES,
  type ManualMethodDetailsView,
} from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useManualMethods, useSaveManualMethod } from '../api/manual-methods';
import styles from './settings-form.module.css';

const messageOf = (error: unknown, t: TFunction<'admin-catalog'>) =>
  error instanceof ApiError && !error.isNetworkError && error.message
    ? error.message
    : t('settings.manualMethods.saveFailed');

/**
 * Settings → Payment Methods: each manual method's name, QR image, account details and instructions, exactly
 * what checkout shows when a shopper chooses it.
 */
export function ManualMethodsEditor() {
  const { t } = useTranslation('admin-catalog');
  const methods = useManualMethods();
  if (methods.isPending) return <Spinner label={t('settings.manualMethods.loading')} />;
  if (methods.isError) {
    return (
      <Alert tone="error">{t('settings.manualMethods.loadFailed', { reason: messageOf(methods.error, t) })}</Alert>
    );
  }
  return (
    <>
      {methods.data.map((method) => (
        <ManualMethodForm key={method.key} current={method} />
      ))}
    </>
  );
}

function ManualMethodForm({ current }: { current: ManualMethodDetailsView }) {
  const { t } = useTranslation('admin-catalog');
  const save = useSaveManualMethod();
  const name = PAYMENT_METHOD_LABELS[current.key];
  const [label, setLabel] = useState(current.label);
  const [accountDetails, setAccountDetails] = useState(current.accountDetails);
  const [instructions, setInstructions] = useState(current.instructions);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [fileInputKey, setFileInputKey] = useState(0);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const changed = () => setSaved(false);
  const titleId = `method-${current.key}-title`;

  const submit = () => {
    setSaved(false);
    const checked = checkWalletLabel(label);
    const textProblem = checked.ok ? manualMethodProblem({ accountDetails, instructions }) : checked.message;
    setProblem(textProblem);
    if (!checked.ok || textProblem || imageError) return;
    save.mutate(
      { key: current.key, label: checked.label, accountDetails, instructions, image, removeImage },
      {
        onSuccess: (next) => {
          setLabel(next.label);
          setAccountDetails(next.accountDetails);
          setInstructions(next.instructions);
          setImage(null);
          setRemoveImage(false);
          setFileInputKey((key) => key + 1);
          setSaved(true);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={`method-${current.key}`}>
      <h2 id={titleId} className={styles.subtitle}>
        {name} {current.enabled ? '' : t('settings.manualMethods.off')}
      </h2>
      {(preview ?? current.qrUrl) && !removeImage && (
        <img
          className={styles.qrPreview}
          src={preview ?? current.qrUrl ?? undefined}
          alt={t('settings.manualMethods.qrAlt', { name })}
          width={160}
          height={160}
        />
      )}
      <Field label={t('settings.manualMethods.label')} hint={t('settings.manualMethods.labelHint')}>
        {(control) => (
          <Input
            {...control}
            value={label}
            maxLength={80}
            onChange={(event) => {
              setLabel(event.target.value);
              changed();
            }}
          />
        )}
      </Field>
      <Field label={t('settings.manualMethods.newImage')} optional error={imageError}>
        {(control) => (
          <input
            {...control}
            key={fileInputKey}
            type="file"
            accept={PAYMENT_QR_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const fileProblem = file ? paymentQrFileProblem(file) : null;
              setImageError(fileProblem);
              setImage(fileProblem ? null : file);
              changed();
              if (fileProblem) event.target.value = '';
            }}
          />
        )}
      </Field>
      {current.hasOwnQr && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={removeImage}
            onChange={(event) => {
              setRemoveImage(event.target.checked);
              changed();
            }}
          />
          {t('settings.manualMethods.removeImage')}
        </label>
      )}
      <Field label={t('settings.manualMethods.accountDetails')} optional>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={3}
            maxLength={MAX_METHOD_DETAILS_LENGTH}
            value={accountDetails}
            onChange={(event) => {
              setAccountDetails(event.target.value);
              changed();
            }}
          />
        )}
      </Field>
      <Field
        label={t('settings.manualMethods.instructions')}
        optional
        hint={t('settings.manualMethods.instructionsHint')}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={3}
            maxLength={MAX_METHOD_INSTRUCTIONS_LENGTH}
            value={instructions}
            onChange={(event) => {
              setInstructions(event.target.value);
              changed();
            }}
          />
        )}
      </Field>
      {problem && <Alert tone="error">{problem}</Alert>}
      {save.isError && <Alert tone="error">{messageOf(save.error, t)}</Alert>}
      {saved && <Alert tone="success">{t('settings.manualMethods.saved', { name })}</Alert>}
      <div className={styles.actions}>
        <Button type="button" onClick={submit} loading={save.isPending}>
          {t('settings.manualMethods.save', { name })}
        </Button>
      </div>
    </section>
  );
}
