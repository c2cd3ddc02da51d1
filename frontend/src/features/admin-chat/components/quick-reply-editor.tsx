import { CHAT_MESSAGE_MAX_LENGTH, CHAT_REPLY_TITLE_MAX_LENGTH } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanTranslations, TranslationFields } from '@/components/admin/translation-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import type { QuickReply, QuickReplyCategory } from '../api/get-quick-replies';
import type { QuickReplyInput } from '../api/save-quick-reply';
import styles from './chat-settings.module.css';

export const QUICK_REPLY_CATEGORIES: readonly QuickReplyCategory[] = ['order', 'payment', 'installation', 'general'];

export interface QuickReplyEditorProps {
  reply: QuickReply | null;
  busy: boolean;
  onSave: (input: QuickReplyInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Create or edit a quick reply (docs/product/chat.md#quick-replies). */
export function QuickReplyEditor({ reply, busy, onSave, onCancel }: QuickReplyEditorProps) {
  const { t } = useTranslation('admin-chat');
  const [title, setTitle] = useState(reply?.title ?? '');
  const [content, setContent] = useState(reply?.content ?? '');
  const [translations, setTranslations] = useState(reply?.translations ?? {});
  const [category, setCategory] = useState<QuickReplyCategory>(reply?.category ?? 'general');
  const [isActive, setIsActive] = useState(reply?.isActive ?? true);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!title.trim()) next.title = t('quickReplyEditor.titleRequired');
    if (!content.trim()) next.content = t('quickReplyEditor.contentRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setFailure(null);
    try {
      await onSave({
        title: title.trim(),
        content: content.trim(),
        translations: cleanTranslations(translations),
        category,
        isActive,
      });
    } catch (error) {
      setFailure(errorMessage(error, t('quickReplyEditor.saveFailed')));
    }
  };

  return (
    <form className={`${styles.form} ${styles.drawerForm}`} onSubmit={(event) => void submit(event)} noValidate>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Field label={t('quickReplyEditor.title')} error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={CHAT_REPLY_TITLE_MAX_LENGTH}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('quickReplyEditor.content')} hint={t('quickReplyEditor.variablesHint')} error={errors.content}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={4}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <TranslationFields label={t('quickReplyEditor.content')} value={translations} onChange={setTranslations} />
      <Field label={t('quickReplyEditor.category')}>
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={category}
            onChange={(event) => setCategory(event.target.value as QuickReplyCategory)}
          >
            {QUICK_REPLY_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`category.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
        {t('quickReplyEditor.active')}
      </label>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('quickReplyEditor.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {reply ? t('quickReplyEditor.save') : t('quickReplyEditor.create')}
        </Button>
      </div>
    </form>
  );
}
