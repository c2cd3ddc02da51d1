import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import styles from './privacy-consent.module.css';

interface PrivacyConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the box when the form was sent without it. */
  error?: string | null;
  name?: string;
}

/**
 * The required consent to the privacy notice (registration and checkout): a box with a link to the notice, which
 * opens in a new tab so the form keeps what was typed. The server records it with the notice's version and time.
 */
export function PrivacyConsent({ checked, onChange, error, name = 'privacyConsent' }: PrivacyConsentProps) {
  const { t } = useTranslation('common');
  const errorId = useId();
  return (
    <div className={styles.consent}>
      <label className={styles.label}>
        <input
          type="checkbox"
          name={name}
          required
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <Trans
            t={t}
            i18nKey="privacyConsent.label"
            components={{ notice: <Link to={paths.policies.privacy} target="_blank" rel="noopener" /> }}
          />
        </span>
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
