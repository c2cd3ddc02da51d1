import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type Translations } from '@kedai/contracts';
import { Field } from '@/components/ui/field';
import styles from './chat-settings.module.css';

export interface TranslationFieldsProps {
  /** What the English text is called in this form ("Response", "Content"). */
  label: string;
  value: Translations;
  onChange: (next: Translations) => void;
}

/**
 * The Malay and Chinese versions of a reply. A customer who chose one of those languages gets it; left
 * empty, they get the English text.
 */
export function TranslationFields({ label, value, onChange }: TranslationFieldsProps) {
  return (
    <>
      {TRANSLATED_LANGUAGES.map((language) => (
        <Field
          key={language}
          label={`${label} in ${LANGUAGE_NAMES[language]}`}
          hint="Optional: left empty, the English text is sent."
        >
          {(control) => (
            <textarea
              {...control}
              lang={language}
              className={styles.textarea}
              rows={3}
              maxLength={2000}
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
