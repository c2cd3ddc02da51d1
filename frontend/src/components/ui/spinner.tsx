import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read out to screen readers; ignored when decorative. */
  label?: string;
  /** Inside something that already says it is busy (e.g. a busy button). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  const spinnerClass = cn(styles.spinner, styles[size]);
  if (decorative) return <span className={cn(spinnerClass, className)} aria-hidden="true" />;
  return (
    <span role="status" className={className}>
      <span className={spinnerClass} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner with visible text, for a whole screen or section that is loading. */
export function LoadingBlock({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.block} role="status">
      <span className={cn(styles.spinner, styles.lg)} aria-hidden="true" />
      <span>{label ?? t('ui.loading')}</span>
    </div>
  );
}
