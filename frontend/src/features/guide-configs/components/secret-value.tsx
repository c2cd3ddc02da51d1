import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import styles from './guide-configs.module.css';

const MASK = '••••••••';

/** A password shown masked until the eye toggle is pressed; `label` names it in "Show …" and "Hide …". */
export function SecretValue({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation('admin-catalog');
  const [visible, setVisible] = useState(false);
  const what = label ?? t('guides.secret.password');
  return (
    <span className={styles.value}>
      <code className={styles.code} data-testid="secret-value">
        {visible ? value : MASK}
      </code>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={visible}
        aria-label={visible ? t('guides.secret.hide', { what }) : t('guides.secret.show', { what })}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon size={14} /> : <EyeIcon size={14} />}
      </button>
    </span>
  );
}

/** `what` names the copied item in "Copy …". */
export function CopyButton({ copied, onCopy, what }: { copied: boolean; onCopy: () => void; what: string }) {
  const { t } = useTranslation('admin-catalog');
  return (
    <button type="button" className={styles.iconButton} onClick={onCopy} aria-label={t('guides.secret.copy', { what })}>
      {copied ? t('guides.secret.copied') : t('guides.secret.copyButton')}
    </button>
  );
}
