import { useTranslation } from 'react-i18next';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AlertIcon } from './icons';
import styles from './field.module.css';

/** What a control inside a Field must carry so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Shown under the control in red and announced; also marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with optional hint and error text. */
export function Field({ label, error, hint, optional = false, id, className, children }: FieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint && !error ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn(styles.field, className)}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={controlId}>
          {label}
        </label>
        {optional && <span className={styles.optional}>{t('ui.optional')}</span>}
      </div>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
