import { CHAT_MESSAGE_MAX_LENGTH, CHAT_REPLY_TITLE_MAX_LENGTH } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanTranslations, TranslationFields } from '@/components/admin/translation-fields';
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

/** Create or edit an auto-reply rule (docs/product/chat.md#auto-replies). */
export function RuleEditor({ rule, busy, onSave, onCancel }: RuleEditorProps) {
  const { t } = useTranslation('admin-chat');
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
    if (!name.trim()) next.name = t('ruleEditor.nameRequired');
    if (!response.trim()) next.response = t('ruleEditor.responseRequired');
    const priorityNumber = Number(priority);
    if (!Number.isInteger(priorityNumber)) next.priority = t('ruleEditor.priorityInvalid');
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
      setFailure(errorMessage(error, t('ruleEditor.saveFailed')));
    }
  };

  return (
    <form className={`${styles.form} ${styles.drawerForm}`} onSubmit={(event) => void submit(event)} noValidate>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Field label={t('ruleEditor.name')} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={CHAT_REPLY_TITLE_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('ruleEditor.keywords')} hint={t('ruleEditor.keywordsHint')}>
        {(control) => (
          <Input
            {...control}
            value={keywords}
            placeholder={t('ruleEditor.keywordsPlaceholder')}
            onChange={(event) => setKeywords(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('ruleEditor.response')} error={errors.response}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={5}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            value={response}
            onChange={(event) => setResponse(event.target.value)}
          />
        )}
      </Field>
      <TranslationFields label={t('ruleEditor.response')} value={translations} onChange={setTranslations} />
      <div className={styles.formRow}>
        <Field label={t('ruleEditor.priority')} hint={t('ruleEditor.priorityHint')} error={errors.priority}>
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
        <Field label={t('ruleEditor.category')}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={category}
              onChange={(event) => setCategory(event.target.value as AutoReplyCategory)}
            >
              {AUTO_REPLY_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`category.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
        {t('ruleEditor.active')}
      </label>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('ruleEditor.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {rule ? t('ruleEditor.save') : t('ruleEditor.create')}
        </Button>
      </div>
    </form>
  );
}
