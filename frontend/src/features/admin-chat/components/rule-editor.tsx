import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import {
  AUTO_REPLY_CATEGORIES,
  type AutoReplyCategory,
  type AutoReplyRule,
  type AutoReplyRuleInput,
} from '../api/get-auto-reply-rules';
import styles from './chat-settings.module.css';
import { cleanTranslations, TranslationFields } from './translation-fields';

export interface RuleEditorProps {
  rule: AutoReplyRule | null;
  busy: boolean;
  onSave: (input: AutoReplyRuleInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Keywords typed as "a, b, c": trimmed, blanks and repeats dropped. */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const keyword = part.trim();
    if (keyword) seen.add(keyword);
  }
  return [...seen];
}

/** Create or edit an auto-reply rule (admin spec §3 auto-reply rule). */
export function RuleEditor({ rule, busy, onSave, onCancel }: RuleEditorProps) {
  const [name, setName] = useState(rule?.name ?? '');
  const [keywords, setKeywords] = useState(rule?.keywords.join(', ') ?? '');
  const [response, setResponse] = useState(rule?.response ?? '');
  const [translations, setTranslations] = useState(rule?.translations ?? {});
  const [priority, setPriority] = useState(String(rule?.priority ?? 100));
  const [category, setCategory] = useState<AutoReplyCategory>(rule?.category ?? 'general');
  const [isActive, setIsActive] = useState(rule?.isActive ?? true);
  const [errors, setErrors] = useState<{ name?: string; response?: string; priority?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = 'Rule name is required';
    if (!response.trim()) next.response = 'Response is required';
    const priorityNumber = Number(priority);
    if (!Number.isInteger(priorityNumber)) next.priority = 'Priority must be a whole number';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setFailure(null);
    try {
      await onSave({
        name: name.trim(),
        keywords: parseKeywords(keywords),
        response: response.trim(),
        translations: cleanTranslations(translations),
        priority: priorityNumber,
        category,
        isActive,
      });
    } catch (error) {
      setFailure(errorMessage(error, 'Could not save the rule.'));
    }
  };

  return (
    <form className={`${styles.form} ${styles.drawerForm}`} onSubmit={submit} noValidate>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Field label="Name" error={errors.name}>
        {(control) => (
          <Input {...control} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        )}
      </Field>
      <Field label="Keywords" hint="Comma-separated; matched anywhere in a message, any case. Empty = fallback rule.">
        {(control) => (
          <Input
            {...control}
            value={keywords}
            placeholder="activation, activate, redeem"
            onChange={(event) => setKeywords(event.target.value)}
          />
        )}
      </Field>
      <Field label="Response" error={errors.response}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={5}
            maxLength={2000}
            value={response}
            onChange={(event) => setResponse(event.target.value)}
          />
        )}
      </Field>
      <TranslationFields label="Response" value={translations} onChange={setTranslations} />
      <div className={styles.formRow}>
        <Field label="Priority" hint="Lower numbers are tried first." error={errors.priority}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              value={priority}
              onChange={(event) => setPriority(event.target.value)}
            />
          )}
        </Field>
        <Field label="Category">
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={category}
              onChange={(event) => setCategory(event.target.value as AutoReplyCategory)}
            >
              {AUTO_REPLY_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
        Active
      </label>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {rule ? 'Save rule' : 'Create rule'}
        </Button>
      </div>
    </form>
  );
}
