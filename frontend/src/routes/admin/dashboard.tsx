import { useTranslation } from 'react-i18next';
import { AdminSections } from '@/features/admin-dashboard/components/admin-sections';
import { DashboardFigures } from '@/features/admin-dashboard/components/dashboard-figures';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { StockAlertDemandCard } from '@/features/stock-alerts/components/stock-alert-demand-card';
import { formatDate, initialOf } from '@/lib/format';
import styles from './dashboard.module.css';

/** /admin: who is signed in, this month's figures, and the way into each admin section. */
export function AdminDashboardRoute() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  return (
    <section className={styles.page} aria-labelledby="admin-dashboard-title">
      <title>{t('dashboard.pageTitle')}</title>
      <h1 id="admin-dashboard-title" className={styles.title}>
        {t('dashboard.heading')}
      </h1>
      {user && (
        <div className={styles.session}>
          <span className={styles.avatar} aria-hidden="true">
            {initialOf(user.name || user.email)}
          </span>
          <div className={styles.sessionText}>
            <span className={styles.sessionName}>{t('dashboard.loggedInAs', { name: user.name })}</span>
            <span className={styles.muted}>
              {t('dashboard.sessionDetails', { email: user.email, lastLogin: formatDate(user.lastLoginAt) })}
            </span>
          </div>
        </div>
      )}
      <DashboardFigures />
      <StockAlertDemandCard />
      <AdminSections />
    </section>
  );
}
