import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import styles from './guide-configs.module.css';

const MASK = '••••••••';

/** A password shown masked until the eye toggle is pressed. */
export function SecretValue({ value, label = 'password' }: { value: string; label?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={styles.value}>
      <code className={styles.code} data-testid="secret-value">
        {visible ? value : MASK}
      </code>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={visible}
        aria-label={visible ? `Hide ${label}` : `Show ${label}`}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon size={14} /> : <EyeIcon size={14} />}
      </button>
    </span>
  );
}

export function CopyButton({ copied, onCopy, what }: { copied: boolean; onCopy: () => void; what: string }) {
  return (
    <button type="button" className={styles.iconButton} onClick={onCopy} aria-label={`Copy ${what}`}>
      {copied ? 'Copied!' : 'Copy'}
    </button>
  );
}
