import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@kedai/contracts';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '@/features/auth/api/update-profile';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/i18n';
import styles from './language-switcher.module.css';

/**
 * The language select (header on wide screens, the menu on phones). Each language is named in itself.
 * The choice shows at once, stays in this browser and, when signed in, goes to the profile so the
 * customer's e-mails follow it.
 */
export function LanguageSwitcher({
  compact = false,
}: {
  /** The label read by screen readers only (the header). */ compact?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const saveToProfile = useUpdateProfile();
  const id = useId();

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const language = event.target.value;
    if (!isLanguage(language)) return;
    await chooseLanguage(language);
    if (user) saveToProfile.mutate({ language });
  };

  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={compact ? 'sr-only' : styles.label}>
        {t('language.label')}
      </label>
      <select id={id} className={styles.select} value={currentLanguage()} onChange={(event) => void onChange(event)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
