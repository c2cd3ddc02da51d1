import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, UsersIcon, type IconProps } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { formatDate, initialOf } from '@/lib/format';
import styles from './dashboard.module.css';

interface Section {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<IconProps>;
}

/** The admin sections that exist so far; each new admin screen adds itself here. */
const sections: Section[] = [
  {
    to: paths.admin.users,
    title: 'Users',
    text: 'Find customer and admin accounts, and activate or deactivate them.',
    icon: UsersIcon,
  },
];

/** /admin: who is signed in, and the way into each admin section. */
export function AdminDashboardRoute() {
  const { user } = useAuth();
  return (
    <section className={styles.page} aria-labelledby="admin-dashboard-title">
      <title>Dashboard · Kedai Admin</title>
      <h1 id="admin-dashboard-title" className={styles.title}>
        Dashboard
      </h1>
      {user && (
        <div className={styles.session}>
          <span className={styles.avatar} aria-hidden="true">
            {initialOf(user.name || user.email)}
          </span>
          <div className={styles.sessionText}>
            <span className={styles.sessionName}>Logged in as {user.name}</span>
            <span className={styles.muted}>
              {user.email} · Administrator · last login {formatDate(user.lastLoginAt)}
            </span>
          </div>
        </div>
      )}
      <h2 className={styles.sectionTitle}>Admin sections</h2>
      <ul role="list" className={styles.cards}>
        {sections.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon size={22} />
              </span>
              <span>
                <span className={styles.cardTitle}>
                  {title}
                  <ArrowRightIcon size={16} />
                </span>
                <span className={styles.cardText}>{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
