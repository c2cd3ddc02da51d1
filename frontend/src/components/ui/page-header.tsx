import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The heading's id, for the section's aria-labelledby. */
  titleId: string;
  title: string;
  /** Shown beside the title (e.g. a count badge). */
  badge?: ReactNode;
  subtitle?: ReactNode;
  /** On the right: search, buttons. */
  children?: ReactNode;
}

/** An admin screen's heading row: title (with an optional badge) and subtitle, actions on the right. */
export function PageHeader({ titleId, title, badge, subtitle, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <div className={styles.titleRow}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {badge}
        </div>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}
