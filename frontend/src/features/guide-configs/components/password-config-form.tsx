import { useState, type FormEvent } from 'react';
import type { GuideConfigInput, GuideConfigView } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { keywordsText, parseKeywords } from './keyword-text';
import styles from './guide-configs.module.css';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

interface Draft {
  product: string;
  keywords: string;
  email: string;
  password: string;
  response: string;
  productCode: string;
  guideUrl: string;
}

const draftOf = (config: GuideConfigView | null): Draft => ({
  product: config?.product ?? '',
  keywords: config ? keywordsText(config.keywords) : '',
  email: config?.email ?? '',
  password: config?.password ?? '',
  response: config?.response ?? '',
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

/** Add or edit a password configuration; the same required fields as the server (admin spec §5). */
export function PasswordConfigForm({ editing, saving, serverError, onSubmit, onCancel }: PasswordConfigFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [missing, setMissing] = useState(false);
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

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
      productCode: draft.productCode.trim() || null,
      guideUrl: draft.guideUrl.trim() || null,
    });
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate aria-label="Password configuration">
      <h2 className={styles.cardTitle}>{editing ? `Edit ${editing.product}` : 'Add configuration'}</h2>
      {missing && <Alert tone="error">{REQUIRED_FIELDS_MESSAGE}</Alert>}
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className={styles.formGrid}>
        <Field label="Product name">
          {(control) => (
            <Input {...control} value={draft.product} onChange={(event) => set('product')(event.target.value)} />
          )}
        </Field>
        <Field label="Keywords" hint="Separate with commas; the first is the default keyword.">
          {(control) => (
            <Input {...control} value={draft.keywords} onChange={(event) => set('keywords')(event.target.value)} />
          )}
        </Field>
        <Field label="Email" optional>
          {(control) => (
            <Input {...control} type="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} />
          )}
        </Field>
        <Field label="Password">
          {(control) => (
            <Input {...control} value={draft.password} onChange={(event) => set('password')(event.target.value)} />
          )}
        </Field>
        <Field label="Product code" optional hint="Links it to a catalogue product, e.g. DZ.">
          {(control) => (
            <Input {...control} value={draft.productCode} onChange={(e) => set('productCode')(e.target.value)} />
          )}
        </Field>
        <Field label="Guide link" optional>
          {(control) => (
            <Input {...control} type="url" value={draft.guideUrl} onChange={(e) => set('guideUrl')(e.target.value)} />
          )}
        </Field>
      </div>
      <Field label="Auto-response">
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
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {editing ? 'Save changes' : 'Add configuration'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
