import {
  LANGUAGE_NAMES,
  MAX_CHOICE_LABEL_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_SPECIFICATION_NAME,
  MAX_SPECIFICATION_VALUE,
  MAX_TITLE_LENGTH,
  TRANSLATED_LANGUAGES,
  type ProductTextTranslation,
  type ProductTranslations,
  type TranslatedLanguage,
} from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import styles from './product-management.module.css';

/** The English texts the form holds now, which the Malay and Chinese ones translate. */
export interface EnglishTexts {
  title: string;
  description: string;
  /** Key features as [name, text], in order. */
  features: [string, string][];
  /** The option's choices. */
  choices: { value: string; label: string }[];
}

export interface TranslationsEditorProps {
  english: EnglishTexts;
  value: ProductTranslations;
  error: string | null;
  onChange: (next: ProductTranslations) => void;
}

/**
 * The product's Malay and Chinese texts, each beside its English one (docs/catalogue.md#languages): name,
 * description, each key feature's name and text, each choice's label. A text left empty shows the English one.
 */
export function TranslationsEditor({ english, value, error, onChange }: TranslationsEditorProps) {
  const { t } = useTranslation('admin-catalog');
  const patch = (language: TranslatedLanguage, next: ProductTextTranslation) =>
    onChange({ ...value, [language]: { ...value[language], ...next } });

  return (
    <fieldset className={styles.specs} data-testid="product-translations">
      <legend className={styles.specsLegend}>{t('products.translations.legend')}</legend>
      <p className={styles.specsHint}>{t('products.translations.hint')}</p>
      {error && (
        <p className={styles.specsError} role="alert">
          {error}
        </p>
      )}
      {TRANSLATED_LANGUAGES.map((language) => {
        const texts = value[language] ?? {};
        const named = { language: LANGUAGE_NAMES[language] };
        return (
          <details key={language} className={styles.translations} open>
            <summary>{LANGUAGE_NAMES[language]}</summary>
            <label className={styles.translationRow}>
              <span>{t('products.translations.title', named)}</span>
              <Input
                lang={language}
                maxLength={MAX_TITLE_LENGTH}
                placeholder={english.title}
                value={texts.title ?? ''}
                onChange={(e) => patch(language, { title: e.target.value })}
              />
            </label>
            <label className={styles.translationRow}>
              <span>{t('products.translations.description', named)}</span>
              <textarea
                lang={language}
                className={styles.textarea}
                rows={3}
                maxLength={MAX_DESCRIPTION_LENGTH}
                placeholder={english.description}
                value={texts.description ?? ''}
                onChange={(e) => patch(language, { description: e.target.value })}
              />
            </label>
            {english.features.map(([name, text]) => {
              const feature = texts.features?.[name] ?? {};
              const setFeature = (next: { name?: string; value?: string }) =>
                patch(language, { features: { ...texts.features, [name]: { ...feature, ...next } } });
              return (
                <div key={name} className={styles.translationFeature}>
                  <Input
                    lang={language}
                    aria-label={t('products.translations.featureName', { ...named, feature: name })}
                    maxLength={MAX_SPECIFICATION_NAME}
                    placeholder={name}
                    value={feature.name ?? ''}
                    onChange={(e) => setFeature({ name: e.target.value })}
                  />
                  <Input
                    lang={language}
                    aria-label={t('products.translations.featureValue', { ...named, feature: name })}
                    maxLength={MAX_SPECIFICATION_VALUE}
                    placeholder={text}
                    value={feature.value ?? ''}
                    onChange={(e) => setFeature({ value: e.target.value })}
                  />
                </div>
              );
            })}
            {english.choices.map((choice) => (
              <label key={choice.value} className={styles.translationRow}>
                <span>{t('products.translations.choice', { ...named, choice: choice.label })}</span>
                <Input
                  lang={language}
                  maxLength={MAX_CHOICE_LABEL_LENGTH}
                  placeholder={choice.label}
                  value={texts.choices?.[choice.value] ?? ''}
                  onChange={(e) => patch(language, { choices: { ...texts.choices, [choice.value]: e.target.value } })}
                />
              </label>
            ))}
          </details>
        );
      })}
    </fieldset>
  );
}
