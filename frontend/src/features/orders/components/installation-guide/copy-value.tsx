import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './installation-guide.module.css';

export interface CopyValueProps {
  label: string;
  value: string;
  onCopy: (value: string) => void;
  testId?: string;
}

/** A value shown in code style with its Copy button. */
export function CopyValue({ label, value, onCopy, testId }: CopyValueProps) {
  const { t } = useTranslation('guide');
  return (
    <p className={styles.copyRow}>
      <span className={styles.copyLabel}>{label}</span>
      <code data-testid={testId}>{value}</code>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('copy.buttonLabel', { label: label.toLowerCase() })}
        onClick={() => onCopy(value)}
      >
        {t('copy.button')}
      </Button>
    </p>
  );
}

/** Where the guide's copy confirmations appear, for 2 seconds. */
export function CopyNotice({ notice }: { notice: string | null }) {
  return (
    <p className={styles.copyNotice} role="status" aria-live="polite" data-testid="copy-notice">
      {notice}
    </p>
  );
}
