import type { ReactNode } from 'react';
import styles from './admin-page.module.css';

/** An admin screen's column: header, notices, content, spaced alike on every screen. */
export function AdminPage({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}

interface AdminPageHeaderProps {
  /** The heading's id, which the page is labelled by. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons, filters or a spinner at the header's end. */
  actions?: ReactNode;
}

/** The screen's title, a line about it, and its actions. */
export function AdminPageHeader({ id, title, subtitle, actions }: AdminPageHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

interface AdminTableProps {
  label?: string;
  /** Bordered, for a table standing on the page rather than inside a panel. */
  framed?: boolean;
  /** A wide table that may scroll sideways: its frame takes keyboard focus (arrow keys scroll it) and is named. */
  focusable?: boolean;
  children: ReactNode;
}

/** A data table that scrolls sideways on a narrow screen instead of squeezing its columns. */
export function AdminTable({ label, framed = false, focusable = false, children }: AdminTableProps) {
  return (
    <div
      className={framed ? `${styles.tableWrap} ${styles.framed}` : styles.tableWrap}
      {...(focusable ? { tabIndex: 0, role: 'region', 'aria-label': label && `${label}, table` } : {})}
    >
      <table className={styles.table} aria-label={label}>
        {children}
      </table>
    </div>
  );
}
