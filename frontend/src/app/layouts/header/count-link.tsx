import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './header.module.css';

export interface CountLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** Shown as a badge only when above zero. */
  count?: number;
}

/** An icon link in the header (favourites, cart) with an optional count badge. */
export function CountLink({ to, label, icon, count }: CountLinkProps) {
  const { t } = useTranslation();
  const shown = count !== undefined && count > 0 ? count : null;
  return (
    <Link
      to={to}
      className={styles.iconButton}
      aria-label={shown === null ? label : t('nav.countOf', { label, count: shown })}
    >
      {icon}
      {shown !== null && (
        <span className={styles.countBadge} aria-hidden="true">
          {shown > 99 ? '99+' : shown}
        </span>
      )}
    </Link>
  );
}
