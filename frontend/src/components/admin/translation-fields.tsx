import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type Translations } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import styles from './translation-fields.module.css';

export interface TranslationFieldsProps {
  /** What the English text is called in this form ("Response", "Content"), already translated. */
  label: string;
  value: Translations;
  onChange: (next: Translations) => void;
  /** The longest text the server takes (the English text's maximum). */
  maxLength?: number;
}

/**
 * The Malay and Chinese versions of a text customers read (a chat reply, a product's auto-response). A
 * customer who chose one of those languages gets it; left empty, they get the English text.
 */
export function TranslationFields({ label, value, onChange, maxLength = 2000 }: TranslationFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      {TRANSLATED_LANGUAGES.map((language) => (
        <Field
          key={language}
          label={t('translations.label', { field: label, language: LANGUAGE_NAMES[language] })}
          hint={t('translations.hint')}
        >
          {(control) => (
            <textarea
              {...control}
              lang={language}
              className={styles.textarea}
              rows={3}
              maxLength={maxLength}
              value={value[language] ?? ''}
              onChange={(event) => onChange({ ...value, [language]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </>
  );
}

/** Blank translations are left out, so the English text is used for them. */
export function cleanTranslations(value: Translations): Translations {
  return Object.fromEntries(
    Object.entries(value)
      .map(([language, text]) => [language, text?.trim() ?? ''])
      .filter(([, text]) => text !== ''),
  );
}
