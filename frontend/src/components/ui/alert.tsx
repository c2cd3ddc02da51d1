import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

const icons: Record<AlertTone, typeof AlertIcon> = {
  error: AlertIcon,
  warning: AlertIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
};

/** A message box. Errors interrupt screen readers (role=alert); the rest are polite (role=status). */
export function Alert({ tone = 'info', title, children, onDismiss, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn(styles.alert, styles[tone], className)}>
      <Icon size={18} className={styles.icon} />
      <div className={styles.body}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss message">
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}
