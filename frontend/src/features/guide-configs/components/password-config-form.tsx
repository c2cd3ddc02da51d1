import { useState, type FormEvent } from 'react';
import type { GuideConfigInput, GuideConfigView, Translations } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { cleanTranslations, TranslationFields } from '@/components/admin/translation-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { keywordsText, parseKeywords } from './keyword-text';
import styles from './guide-configs.module.css';

interface Draft {
  product: string;
  keywords: string;
  email: string;
  password: string;
  response: string;
  translations: Translations;
  productCode: string;
  guideUrl: string;
}

const draftOf = (config: GuideConfigView | null): Draft => ({
  product: config?.product ?? '',
  keywords: config ? keywordsText(config.keywords) : '',
  email: config?.email ?? '',
  password: config?.password ?? '',
  response: config?.response ?? '',
  translations: config?.translations ?? {},
  productCode: config?.productCode ?? '',
  guideUrl: config?.guideUrl ?? '',
});

export interface PasswordConfigFormProps {
  /** The configuration being edited; null adds a new one. */
  editing: GuideConfigView | null;
  saving: boolean;
  /** The server's refusal (e.g. "Product already exists"). */
  serverError: string | null;
  onSubmit: (input: GuideConfigInput) => void;
  onCancel: () => void;
}

/**
 * Add or edit a password configuration; the same required fields as the server
 * (docs/product/rules.md#password-configurations).
 */
export function PasswordConfigForm({ editing, saving, serverError, onSubmit, onCancel }: PasswordConfigFormProps) {
  const { t } = useTranslation('admin-catalog');
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [missing, setMissing] = useState(false);
  const set = (field: Exclude<keyof Draft, 'translations'>) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keywords = parseKeywords(draft.keywords);
    if (!draft.product.trim() || !draft.password.trim() || !draft.response.trim() || keywords.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({
      product: draft.product.trim(),
      keywords,
      email: draft.email.trim() || null,
      password: draft.password.trim(),
      response: draft.response.trim(),
      translations: cleanTranslations(draft.translations),
      productCode: draft.productCode.trim() || null,
      guideUrl: draft.guideUrl.trim() || null,
    });
  };

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label={t('passwords.form.label')}
    >
      <h2 className={styles.cardTitle}>
        {editing ? t('passwords.form.editTitle', { product: editing.product }) : t('passwords.form.addTitle')}
      </h2>
      {missing && <Alert tone="error">{t('passwords.form.requiredFields')}</Alert>}
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className={styles.formGrid}>
        <Field label={t('passwords.form.productName')}>
          {(control) => (
            <Input {...control} value={draft.product} onChange={(event) => set('product')(event.target.value)} />
          )}
        </Field>
        <Field label={t('passwords.form.keywords')} hint={t('passwords.form.keywordsHint')}>
          {(control) => (
            <Input {...control} value={draft.keywords} onChange={(event) => set('keywords')(event.target.value)} />
          )}
        </Field>
        <Field label={t('passwords.form.email')} optional>
          {(control) => (
            <Input {...control} type="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} />
          )}
        </Field>
        <Field label={t('passwords.form.password')}>
          {(control) => (
            <Input {...control} value={draft.password} onChange={(event) => set('password')(event.target.value)} />
          )}
        </Field>
        <Field label={t('passwords.form.productCode')} optional hint={t('passwords.form.productCodeHint')}>
          {(control) => (
            <Input {...control} value={draft.productCode} onChange={(e) => set('productCode')(e.target.value)} />
          )}
        </Field>
        <Field label={t('passwords.form.guideLink')} optional>
          {(control) => (
            <Input {...control} type="url" value={draft.guideUrl} onChange={(e) => set('guideUrl')(e.target.value)} />
          )}
        </Field>
      </div>
      <Field label={t('passwords.form.autoResponse')}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={4}
            value={draft.response}
            onChange={(event) => set('response')(event.target.value)}
          />
        )}
      </Field>
      <TranslationFields
        label={t('passwords.form.autoResponse')}
        value={draft.translations}
        onChange={(translations) => setDraft((current) => ({ ...current, translations }))}
        maxLength={1500}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {editing ? t('passwords.form.save') : t('passwords.form.add')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          {t('passwords.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
